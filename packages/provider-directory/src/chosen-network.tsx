import type { NetworkCoverage } from "@qs/domain/provider";
import { useTranslation } from "react-i18next";
import { NetworkLevelBadge } from "./network-level";
import "./provider-directory.css";

/**
 * On a card of a listing filtered by clinics: each chosen clinic and how the plan covers it.
 * `names` gives each clinic's name (the filter's own list).
 */
export function ChosenNetwork({
  network,
  names,
}: {
  network: readonly NetworkCoverage[];
  names: ReadonlyMap<number, string>;
}) {
  const { t } = useTranslation();
  const shown = network.filter((entry) => names.has(entry.organizationId));
  if (shown.length === 0) return null;
  return (
    <div className="qs-chosen-network">
      <span className="qs-chosen-network__title">{t("network.chosenTitle")}</span>
      <ul>
        {shown.map((entry) => (
          <li key={entry.organizationId}>
            <span className="qs-chosen-network__name">{names.get(entry.organizationId)}</span>{" "}
            <NetworkLevelBadge level={entry.level} copayPercent={entry.copayPercent} />
          </li>
        ))}
      </ul>
    </div>
  );
}
