import type { ApiClient } from "@qs/api-client/api-client";
import { countriesQueryOptions } from "@qs/api-client/get-countries";
import { regionsQueryOptions } from "@qs/api-client/get-regions";
import { workSectorsQueryOptions } from "@qs/api-client/get-work-sectors";
import type { Country } from "@qs/domain/country";
import type { AllowedValue, ProfileForm } from "@qs/domain/profile-form";
import { type ProfileRegion, profileRegionSchema } from "@qs/domain/region";
import type { WorkSectorType } from "@qs/domain/work-sector";
import type { QueryClient, UseQueryOptions } from "@tanstack/react-query";
import type { FormValue } from "./form-values";

/**
 * The lookups a form element names in `retrieveFunction` (profile spec §3 "Form field
 * definition", §7 "Reference lookups"). The name is looked up in this fixed table, never
 * evaluated: an unknown name leaves the element as typed text.
 */

/** A select option filled by a lookup; `group` puts it under a heading. */
export interface LookupOption extends AllowedValue {
  group?: string;
}

export interface Lookup<T = unknown> {
  /** The API call that lists the options. */
  query: (client: ApiClient) => UseQueryOptions<T[], Error, T[], string[]>;
  options: (data: readonly T[]) => LookupOption[];
  /**
   * What the profile stores for a chosen value, when it is more than the value itself
   * (the region record the price call reads). Null when the value is not in the list.
   */
  stored?: (value: FormValue, data: readonly T[]) => unknown;
}

const defineLookup = <T>(lookup: Lookup<T>): Lookup => lookup as unknown as Lookup;

/** ISO 3166 alpha-2 codes: the list also holds the international site, which is no country. */
const isCountryCode = (code: string) => /^[A-Z]{2}$/.test(code);

export const LOOKUPS: Readonly<Record<string, Lookup>> = {
  getRegions: defineLookup<ProfileRegion>({
    query: (client) => regionsQueryOptions(client),
    options: (regions) =>
      regions.map((region) => ({ value: region.stateCode, label: region.stateName })),
    stored: (value, regions) => {
      const region = regions.find((entry) => String(entry.stateCode) === String(value));
      return region ? profileRegionSchema.parse(region) : null;
    },
  }),
  getCountries: defineLookup<Country>({
    query: (client) => countriesQueryOptions(client),
    options: (countries) =>
      countries
        .filter((country) => isCountryCode(country.code))
        .map((country) => ({ value: country.code, label: country.name })),
  }),
  getWorkSectors: defineLookup<WorkSectorType>({
    query: (client) => workSectorsQueryOptions(client),
    options: (types) =>
      types.flatMap((type) =>
        type.workSectors.map((sector) => ({
          value: sector.code,
          label: sector.displayName,
          group: type.displayName,
        })),
      ),
  }),
};

/** The lookup a retrieveFunction names, or undefined for an unknown name. */
export function lookupFor(name: string | null | undefined): Lookup | undefined {
  return name && Object.hasOwn(LOOKUPS, name) ? LOOKUPS[name] : undefined;
}

const isEmpty = (value: FormValue | undefined) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/**
 * What the profile stores for the chosen values of lookup elements that store more than the
 * value (the region record), by element name. A list that cannot be read leaves the element
 * out, so a bare code never stands in for the record.
 */
export async function storedLookupValues(
  queryClient: QueryClient,
  client: ApiClient,
  form: ProfileForm,
  values: Readonly<Record<string, FormValue>>,
): Promise<Record<string, unknown>> {
  const stored: Record<string, unknown> = {};
  for (const field of form.profileFormFields) {
    if (field.isMultiple) continue;
    for (const element of field.elements) {
      const lookup = lookupFor(element.retrieveFunction);
      const value = values[element.fldName];
      if (!lookup?.stored || element.allowedValues || isEmpty(value)) continue;
      try {
        const data = await queryClient.ensureQueryData(lookup.query(client));
        const record = lookup.stored(value ?? null, data);
        if (record !== null && record !== undefined) stored[element.fldName] = record;
      } catch {
        // The list is unavailable: the element is left out of the stored profile.
      }
    }
  }
  return stored;
}
