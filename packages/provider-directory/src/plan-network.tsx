import { planNetworkQueryOptions } from "@qs/api-client/get-providers";
import type { PlanNetworkEntry } from "@qs/domain/provider";
import { isInNetwork, networkLevels } from "@qs/domain/provider-rules";
import { useApiClient } from "@qs/ui/api-client-context";
import { Button } from "@qs/ui/button";
import { Spinner } from "@qs/ui/spinner";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { citiesOf, distancesFrom } from "./city-distances";
import { NetworkLevelBadge } from "./network-level";
import { ProviderItem } from "./provider-item";
import { ProviderMap } from "./provider-map";
import "./provider-directory.css";

/**
 * A plan's provider network (the plan page's 'Clínicas' tab): preferred network, free choice and
 * the providers it excludes, each with its copay; 'Tu ciudad' orders them by distance.
 */
export function PlanNetwork({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const query = useQuery(planNetworkQueryOptions(client, productId));
  if (query.isPending) return <Spinner label={t("providers.loading")} />;
  if (query.isError)
    return (
      <div role="alert" className="qs-network__error">
        <p>{t("providers.error")}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t("comparator.retry")}
        </Button>
      </div>
    );
  return <PlanNetworkView network={query.data} />;
}

/** The network as listed once loaded (stories render it directly). */
export function PlanNetworkView({ network }: { network: readonly PlanNetworkEntry[] }) {
  const { t } = useTranslation();
  const [city, setCity] = useState("");
  const cityId = useId();
  if (network.length === 0) return <p>{t("providers.empty")}</p>;
  const distances = city ? distancesFrom(city, network) : null;
  const cities = citiesOf(network);
  return (
    <section className="qs-network" aria-labelledby={`${cityId}-title`}>
      <h2 id={`${cityId}-title`}>{t("providers.tabTitle")}</h2>
      <p>{t("providers.lead")}</p>
      {cities.length > 1 && (
        <div className="qs-network__tools">
          <label htmlFor={cityId}>
            {t("providers.yourCity")}
            <select id={cityId} value={city} onChange={(event) => setCity(event.target.value)}>
              <option value="">{t("providers.anyCity")}</option>
              {cities.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      <div className="qs-providers-with-map">
        <ProviderMap providers={network.filter((entry) => isInNetwork(entry.level))} />
        <div>
          {networkLevels.map((level) => {
            const entries = network
              .filter((entry) => entry.level === level)
              .sort((a, b) =>
                distances
                  ? (distances.get(a.id) ?? 0) - (distances.get(b.id) ?? 0)
                  : a.displayName.localeCompare(b.displayName, "es"),
              );
            if (entries.length === 0) return null;
            return (
              <div key={level} className="qs-network__group">
                <h3>{t(`network.${level}`)}</h3>
                <ul className="qs-providers">
                  {entries.map((entry) => (
                    <ProviderItem
                      key={entry.id}
                      provider={entry}
                      distanceKm={distances?.get(entry.id) ?? null}
                      badge={
                        <NetworkLevelBadge level={entry.level} copayPercent={entry.copayPercent} />
                      }
                    />
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      </div>
      <p className="qs-network__note">{t("providers.copayNote")}</p>
    </section>
  );
}
