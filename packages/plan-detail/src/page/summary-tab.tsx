import { benefitCategoriesQueryOptions } from "@qs/api-client/get-benefit-categories";
import { featuresQueryOptions } from "@qs/api-client/get-features";
import { LoadError } from "@qs/comparator-ui/load-error";
import { formatCoverageValue } from "@qs/domain/format-coverage";
import type { ProductItem } from "@qs/domain/product";
import { useApiClient } from "@qs/ui/api-client-context";
import { useCatalogLang } from "@qs/ui/catalog-lang";
import { Spinner } from "@qs/ui/spinner";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { HealthPlanFacts } from "./health-plan-facts";

/** Home and coverage tabs: the description, coverages by category and other benefits. */
export function SummaryTab({
  product,
  withDescription = true,
}: {
  product: ProductItem;
  /** The plan's description above the coverages (the summary tab; not the coverage tab). */
  withDescription?: boolean;
}) {
  const { t } = useTranslation();
  const catalogLang = useCatalogLang();
  const client = useApiClient();
  const coverages = useQuery(benefitCategoriesQueryOptions(client, product.id));
  const features = useQuery(featuresQueryOptions(client, product.id));
  const categories = coverages.data?.categories ?? [];
  return (
    <div className="qs-detail__summary">
      {withDescription && product.description && <p lang={catalogLang}>{product.description}</p>}
      {product.healthPlan && <HealthPlanFacts plan={product.healthPlan} />}
      {coverages.isPending ? (
        <Spinner label={t("comparator.loadingInformation")} />
      ) : coverages.isError ? (
        <LoadError onRetry={() => void coverages.refetch()} />
      ) : categories.length === 0 ? (
        <p>{t("detail.summaryEmpty")}</p>
      ) : (
        categories.map((category) => (
          <section key={category.id ?? category.name}>
            <h2 lang={catalogLang}>{category.displayName ?? category.name}</h2>
            <ul className="qs-detail__coverages">
              {(category.coverages ?? []).map((coverage) => {
                const percentage = coverage.amounts?.percentage;
                const value = formatCoverageValue(
                  percentage?.minAmount ?? percentage?.maxAmount,
                  percentage?.maxAmount,
                  t("comparator.notCovered"),
                );
                return (
                  <li key={coverage.id ?? coverage.name}>
                    <span lang={catalogLang}>{coverage.displayName ?? coverage.name}</span>
                    {value && <strong>{value}</strong>}
                  </li>
                );
              })}
            </ul>
          </section>
        ))
      )}
      {(features.data?.length ?? 0) > 0 && (
        <section>
          <h2>{t("comparator.otherBenefits")}</h2>
          <ul lang={catalogLang}>
            {features.data?.map((feature) => (
              <li key={feature.id ?? feature.name}>{feature.displayName ?? feature.name}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
