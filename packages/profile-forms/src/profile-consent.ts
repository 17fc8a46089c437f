import { type ConsentLanguage, consentTextQueryOptions } from "@qs/api-client/get-consent-text";
import { useApiClient } from "@qs/ui/api-client-context";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { forgetAccessToken, type StoredConsent, useStoredConsent } from "./profile-store";

/**
 * Express consent before the profile's health data (ages, sex, health plan, income,
 * maternity) leaves the browser (Chile's Ley 21.719, Colombia's Ley 1581, Peru's Ley 29733).
 * The consent of purpose `perfil` is kept under the country's profile key; it covers every
 * stored profile of the site (persons, pets, company). A stored profile is sent only while
 * the version agreed to is the registry's current one:
 *
 * - `none`: no consent in this browser (a profile saved before consent was asked, or one
 *   that arrived in a `perfil` link);
 * - `checking`: a consent is kept and the current version is on its way;
 * - `current`: the version agreed to is the current one: profiles may be sent;
 * - `outdated`: the text changed since: the visitor is asked again;
 * - `unchecked`: the current version could not be had: nothing is sent meanwhile.
 *
 * Internal traffic (staff) follows the same rule: nothing here reads who is browsing.
 */
export type ConsentStatus = "none" | "checking" | "current" | "outdated" | "unchecked";

/** The registry's language for the site's language (Spanish for anything else). */
export function consentLanguage(language: string | undefined): ConsentLanguage {
  const base = (language ?? "").slice(0, 2).toLowerCase();
  return base === "en" || base === "pt" ? base : "es";
}

/** The consent status of this browser; the current text is asked for only when a consent is kept. */
export function useProfileConsent(): { status: ConsentStatus; consent: StoredConsent | null } {
  const client = useApiClient();
  const config = useCountryConfig();
  const { i18n } = useTranslation();
  const consent = useStoredConsent(config.storageKeys.profile);
  const current = useQuery({
    ...consentTextQueryOptions(client, "perfil", consentLanguage(i18n.language)),
    enabled: consent !== null,
  });
  const status: ConsentStatus = !consent
    ? "none"
    : current.data
      ? current.data.version === consent.version
        ? "current"
        : "outdated"
      : current.isError
        ? "unchecked"
        : "checking";
  return { status, consent };
}

/** The access code of the consent this browser keeps, offered on 'Mis datos'; null when none. */
export function useConsentCode(): string | null {
  const config = useCountryConfig();
  return useStoredConsent(config.storageKeys.profile)?.accessToken ?? null;
}

/**
 * What 'Mis datos' calls once the data of a code is deleted: forgets the consent this
 * browser keeps when that code is its token (true when it did).
 */
export function useForgetAccessCode(): (code: string) => boolean {
  const config = useCountryConfig();
  return (code) => forgetAccessToken(config.storageKeys.profile, code);
}
