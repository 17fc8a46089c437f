import type { Provider } from "@qs/domain/provider";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { MapState } from "./provider-map-canvas";
import "./provider-directory.css";

/** MapLibre and the country outlines: their own chunk, loaded where a map is shown. */
const MapCanvas = lazy(() => import("./provider-map-canvas"));

/**
 * The providers of a list on a map (clusters at low zoom), beside the list that says the same
 * to keyboard and screen-reader users. Drawn in the browser only, after the page is shown: the
 * server sends the list, and no page's first download carries the map's code.
 */
export function ProviderMap({ providers }: { providers: readonly Provider[] }) {
  const { t } = useTranslation();
  const config = useCountryConfig();
  const [mounted, setMounted] = useState(false);
  // Busy until the map is drawn (or known not to be), so a picture waits for it.
  const [state, setState] = useState<MapState>("loading");
  useEffect(() => setMounted(true), []);
  const placedKey = providers
    .filter((provider) => provider.latitude !== 0 || provider.longitude !== 0)
    .map((provider) => provider.id)
    .join(",");
  // The same providers in another order (a list sorted by distance) keep the same map.
  const placed = useMemo(
    () => providers.filter((provider) => provider.latitude !== 0 || provider.longitude !== 0),
    [placedKey],
  );
  if (placed.length === 0) return null;
  const waiting = <p className="qs-provider-map__waiting">{t("providers.mapLoading")}</p>;
  return (
    <figure className="qs-provider-map">
      <div className="qs-provider-map__frame" aria-busy={state === "loading" || undefined}>
        {mounted ? (
          <Suspense fallback={waiting}>
            <MapCanvas
              providers={placed}
              styleUrl={config.mapStyleUrl}
              unavailable={t("providers.mapUnavailable")}
              onState={setState}
            />
          </Suspense>
        ) : (
          waiting
        )}
      </div>
      <figcaption>
        {t("providers.mapNote")} {t("providers.mapClusters")}{" "}
        {config.mapStyleUrl ? null : <span>{t("providers.mapAttribution")}</span>}
      </figcaption>
    </figure>
  );
}
