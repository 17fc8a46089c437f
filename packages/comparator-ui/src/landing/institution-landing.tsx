import { coverageOrganizationsQueryOptions } from "@qs/api-client/get-coverage-organizations";
import { organizationsByTypeQueryOptions } from "@qs/api-client/get-organizations-by-type";
import type { LandingList } from "@qs/domain/country-config";
import { ProviderSearch } from "@qs/provider-directory/provider-search";
import {
  type ProviderSearchParams,
  validateProviderSearch,
} from "@qs/provider-directory/provider-search-params";
import { useApiClient } from "@qs/ui/api-client-context";
import { buttonClass } from "@qs/ui/button";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { PageMeta } from "@qs/ui/page-meta";
import { usePartner } from "@qs/ui/partner-context";
import { Spinner } from "@qs/ui/spinner";
import { useQuery } from "@tanstack/react-query";
import { Link, useLocation, useSearch } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { toAddressSearch } from "../comparator-search";
import { LoadError } from "../errors/load-error";
import { LANDINGS, type LandingKind, landingPage } from "./landing-search";
import "./institution-landing.css";

/** Institutions shown on one page of a landing list. */
export const LANDING_PAGE_SIZE = 12;

export interface LandingEntry {
  id: number;
  name: string;
  image?: string | null | undefined;
  /** The comparator's filter that lists this institution's plans. */
  search: { coverageOrganizations: number[] } | { organizationIds: number[] };
}

function useLandingEntries(landing: LandingKind) {
  const client = useApiClient();
  const clinics = useQuery({
    ...coverageOrganizationsQueryOptions(client),
    enabled: landing.kind === "clinics",
  });
  const organizations = useQuery({
    ...organizationsByTypeQueryOptions(
      client,
      landing.kind === "organizations" ? landing.organizationType : "",
    ),
    enabled: landing.kind === "organizations",
  });
  const query = landing.kind === "clinics" ? clinics : organizations;
  const entries: LandingEntry[] | undefined =
    landing.kind === "clinics"
      ? clinics.data?.map((clinic) => ({
          id: clinic.id,
          name: clinic.displayName,
          image: clinic.image,
          search: { coverageOrganizations: [clinic.id] },
        }))
      : organizations.data?.map((organization) => ({
          id: organization.id,
          name: organization.displayName,
          image: organization.metadata?.image ?? organization.metadata?.img,
          search: { organizationIds: [organization.id] },
        }));
  return { query, entries };
}

/**
 * A landing list (profile spec §2: Clinicas-y-Hospitales, Medicina-Prepagada, Seguros, EPS):
 * the country's institutions of one kind, 12 a page by the query parameter 'pagina', each
 * linking to the comparator filtered by it.
 */
export function InstitutionLanding({
  landing,
  title,
  page,
  providerSearch = {},
}: {
  landing: LandingKind;
  title: string;
  page: number;
  /** The directory search of the clinics' landing, from the address. */
  providerSearch?: ProviderSearchParams;
}) {
  const { t } = useTranslation();
  const config = useCountryConfig();
  const pathname = useLocation({ select: (location) => location.pathname });
  const { query, entries } = useLandingEntries(landing);
  // A partner that switched clinics off (clinicsEnabled: false) offers no clinic search.
  const clinicsHidden = usePartner()?.data.clinicsEnabled === false;
  const totalPages = Math.max(1, Math.ceil((entries?.length ?? 0) / LANDING_PAGE_SIZE));
  const current = Math.min(page, totalPages);
  const shown = (entries ?? []).slice(
    (current - 1) * LANDING_PAGE_SIZE,
    current * LANDING_PAGE_SIZE,
  );
  return (
    <section className="qs-container qs-landing" aria-labelledby="qs-landing-title">
      <PageMeta
        title={title}
        brand={config.brand}
        description={t("landing.lead")}
        canonicalPath={current > 1 ? `${pathname}?pagina=${current}` : pathname}
      />
      <h1 id="qs-landing-title">{title}</h1>
      <p className="qs-landing__lead">{t("landing.lead")}</p>
      {landing.kind === "clinics" && !clinicsHidden && <ProviderSearch params={providerSearch} />}
      {query.isPending ? (
        <Spinner label={t("common.loading")} />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : shown.length === 0 ? (
        <p>{t("landing.empty")}</p>
      ) : (
        <ul className="qs-landing__grid">
          {shown.map((entry) => (
            <li key={entry.id} className="qs-landing__item">
              {entry.image && (
                <img className="qs-landing__logo" src={entry.image} alt="" loading="lazy" />
              )}
              <h2 className="qs-landing__name">{entry.name}</h2>
              <Link
                to="/Comparar"
                search={toAddressSearch(entry.search)}
                className={buttonClass("secondary")}
                aria-label={`${t("landing.seePlans")}: ${entry.name}`}
              >
                {t("landing.seePlans")}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {totalPages > 1 && (
        <nav className="qs-pagination" aria-label={t("comparator.pagination")}>
          {current > 1 ? (
            <Link
              to="."
              search={{ pagina: current - 1 }}
              className={buttonClass("secondary")}
              rel="prev"
            >
              {t("comparator.previousPage")}
            </Link>
          ) : (
            <span />
          )}
          <span aria-current="page">
            {t("comparator.pageOf", { page: current, total: totalPages })}
          </span>
          {current < totalPages ? (
            <Link
              to="."
              search={{ pagina: current + 1 }}
              className={buttonClass("secondary")}
              rel="next"
            >
              {t("comparator.nextPage")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </section>
  );
}

const TITLE_KEYS = {
  clinics: "landing.clinics",
  insurers: "landing.insurers",
  eps: "landing.eps",
  prepaid: "landing.prepaid",
} as const satisfies Record<LandingList, string>;

/** A landing list as a site route: /Clinicas-y-Hospitales, /Seguros, /EPS, /Medicina-Prepagada. */
export function InstitutionLandingRoute({ list }: { list: LandingList }) {
  const { t } = useTranslation();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  return (
    <InstitutionLanding
      landing={LANDINGS[list]}
      title={t(TITLE_KEYS[list])}
      page={landingPage(search.pagina)}
      providerSearch={validateProviderSearch(search)}
    />
  );
}
