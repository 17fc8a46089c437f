import type { Provider } from "@qs/domain/provider";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "./provider-directory.css";

/** One provider in a list: name, kind, address, hours and specialties, with what the list adds. */
export function ProviderItem({
  provider,
  badge,
  distanceKm,
  action,
  heading: Heading = "h4",
}: {
  provider: Provider;
  /** The item's heading level under the list's own heading. */
  heading?: "h3" | "h4";
  /** How the plan covers it (a plan's network). */
  badge?: ReactNode;
  /** From the city the visitor chose. */
  distanceKm?: number | null;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = `qs-provider-${provider.id}`;
  return (
    <li className="qs-provider" aria-labelledby={titleId}>
      <div className="qs-provider__head">
        <Heading id={titleId} className="qs-provider__name">
          {provider.displayName}{" "}
          <span className="qs-provider__kind">{t(`providers.kinds.${provider.kind}`)}</span>
        </Heading>
        {badge}
      </div>
      <p className="qs-provider__place">
        {provider.address}, {provider.city}
        {provider.region && provider.region !== provider.city ? `, ${provider.region}` : ""}
        {distanceKm != null && (
          <span className="qs-provider__distance">
            {" "}
            · {t("providers.distance", { km: Math.round(distanceKm) })}
          </span>
        )}
      </p>
      <dl className="qs-provider__detail">
        <div>
          <dt>{t("providers.specialties")}:</dt> <dd>{provider.specialties.join(", ")}</dd>
        </div>
        <div>
          <dt>{t("providers.hours")}:</dt> <dd>{provider.hours}</dd>
        </div>
      </dl>
      {action}
    </li>
  );
}
