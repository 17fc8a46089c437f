import type { Provider } from "@qs/domain/provider";
import { distanceKm } from "@qs/domain/provider-rules";

/** The cities of a list of providers, by name. */
export function citiesOf(providers: readonly Provider[]): string[] {
  return [...new Set(providers.map((provider) => provider.city))].sort((a, b) =>
    a.localeCompare(b, "es"),
  );
}

/**
 * How far each provider is from a city, taken as the centre of that city's providers in the
 * list; null for every provider when the city has none.
 */
export function distancesFrom(
  city: string,
  providers: readonly Provider[],
): Map<number, number> | null {
  const here = providers.filter((provider) => provider.city === city);
  if (here.length === 0) return null;
  const centre = {
    latitude: here.reduce((sum, provider) => sum + provider.latitude, 0) / here.length,
    longitude: here.reduce((sum, provider) => sum + provider.longitude, 0) / here.length,
  };
  return new Map(providers.map((provider) => [provider.id, distanceKm(centre, provider)]));
}
