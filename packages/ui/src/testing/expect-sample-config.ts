import type { CountryConfig } from "@qs/domain/country-config";
import { expect } from "vitest";

/**
 * The sample a site is drawn with in stories and component tests (`sample-countries.ts`,
 * `sample-country-config.ts`) is a copy, since packages cannot import the apps: each app's
 * test checks that its copy still says what the app configures, field by field, except the
 * fields a sample changes on purpose to show another state (named, with the reason, by the
 * caller).
 */
export function expectSampleMatchesConfig(
  sample: CountryConfig,
  config: CountryConfig,
  except: readonly (keyof CountryConfig)[] = [],
): void {
  const keys = new Set([...Object.keys(sample), ...Object.keys(config)] as (keyof CountryConfig)[]);
  for (const key of keys) {
    if (!except.includes(key)) expect.soft(sample[key], key).toEqual(config[key]);
  }
}
