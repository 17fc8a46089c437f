import type { HealthPlan } from "@qs/domain/health-plan";
import {
  type HealthPlanValue,
  healthPlanRows,
  RESTRICTION_CODES,
  ufAmountLabel,
} from "@qs/domain/isapre-plan";
import { useCatalogLang } from "@qs/ui/catalog-lang";
import { usePageLocale } from "@qs/ui/page-language";
import { useTranslation } from "react-i18next";
import "./health-plan-facts.css";

type Translate = ReturnType<typeof useTranslation>["t"];

/** A row's value in the page's words: the plan's own texts stay as the Isapre wrote them. */
function valueText(value: HealthPlanValue, t: Translate, locale: string): string {
  switch (value.kind) {
    case "text":
      return value.text;
    case "state":
      return t(value.sold ? "healthPlan.stateSold" : "healthPlan.stateNotSold");
    case "modality":
      return t(`healthPlan.modality.${value.modality}`);
    case "annualTop":
      return value.uf === 0 ? t("healthPlan.noAnnualTop") : ufAmountLabel(value.uf, locale);
    case "restrictions":
      return value.codes
        .map((code) =>
          (RESTRICTION_CODES as readonly number[]).includes(code)
            ? t(`healthPlan.restriction${code}`)
            : String(code),
        )
        .join("; ");
    case "day":
      return value.day;
  }
}

/**
 * The health-plan fields of an Isapre plan on its page (profile spec §3 "Health plan";
 * reference-data spec §4 plan states and 'Sin tope'), each shown by the domain's rule
 * (`healthPlanRows`): state, code, line, modality, coverage area, annual top, restricted
 * benefits and the day it started to be sold. The plan's own texts (line, coverage area) are
 * the Isapre's, in Spanish.
 */
export function HealthPlanFacts({ plan }: { plan: HealthPlan }) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  const catalogLang = useCatalogLang();
  const rows = healthPlanRows(plan);
  if (rows.length === 0) return null;
  return (
    <section className="qs-detail__plan-facts" aria-labelledby="qs-detail-plan-facts">
      <h2 id="qs-detail-plan-facts">{t("healthPlan.title")}</h2>
      <dl>
        {rows.map((row) => (
          <div key={row.field}>
            <dt>{t(`healthPlan.${row.field}`)}</dt>
            <dd
              className={row.tone ? `qs-detail__plan-state--${row.tone}` : undefined}
              lang={row.value.kind === "text" ? catalogLang : undefined}
            >
              {valueText(row.value, t, locale)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
