import type { CountryConfig } from "@qs/domain/country-config";
import { createContext, type ReactNode, useContext } from "react";

const CountryConfigContext = createContext<CountryConfig | null>(null);

/** Injects the country app's configuration into every shared component below it. */
export function CountryConfigProvider({
  config,
  children,
}: {
  config: CountryConfig;
  children: ReactNode;
}) {
  return <CountryConfigContext.Provider value={config}>{children}</CountryConfigContext.Provider>;
}

export function useCountryConfig(): CountryConfig {
  const config = useContext(CountryConfigContext);
  if (!config) throw new Error("useCountryConfig needs a CountryConfigProvider above it");
  return config;
}
