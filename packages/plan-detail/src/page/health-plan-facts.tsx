import type { HealthPlan } from "@qs/domain/health-plan";
import { healthPlanRows } from "@qs/domain/isapre-plan";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { useTranslation } from "react-i18next";
import "./health-plan-facts.css";

/**
 * The health-plan fields of an Isapre plan on its page (profile spec §3 "Health plan";
 * reference-data spec §4 plan states and 'Sin tope'), each shown by the domain's rule
 * (`healthPlanRows`): state, code, line, modality, coverage area, annual top, restricted
 * benefits and the day it started to be sold.
 */
export function HealthPlanFacts({ plan }: { plan: HealthPlan }) {
  const { t } = useTranslation();
  const config = useCountryConfig();
  const rows = healthPlanRows(plan, config.locale);
  if (rows.length === 0) return null;
  return (
    <section className="qs-detail__plan-facts" aria-labelledby="qs-detail-plan-facts">
      <h2 id="qs-detail-plan-facts">{t("healthPlan.title")}</h2>
      <dl>
        {rows.map((row) => (
          <div key={row.field}>
            <dt>{t(`healthPlan.${row.field}`)}</dt>
            <dd className={row.tone ? `qs-detail__plan-state--${row.tone}` : undefined}>
              {row.text}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
