import { providerSearchQueryOptions } from "@qs/api-client/get-providers";
import type { ProviderMatch } from "@qs/domain/provider";
import { specialties } from "@qs/domain/provider-rules";
import { useApiClient } from "@qs/ui/api-client-context";
import { Button, buttonClass } from "@qs/ui/button";
import { Spinner } from "@qs/ui/spinner";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useId } from "react";
import { useTranslation } from "react-i18next";
import { ProviderItem } from "./provider-item";
import { ProviderMap } from "./provider-map";
import {
  hasProviderSearch,
  type ProviderSearchParams,
  toProviderQuery,
  validateProviderSearch,
} from "./provider-search-params";
import "./provider-directory.css";

/**
 * The directory search of the Clínicas y Hospitales landing: name (typos forgiven), city and
 * specialty, sent as the page's address (a GET form, so it works before the page hydrates),
 * and the providers found, each with a link to the plans that include it.
 */
export function ProviderSearch({ params }: { params: ProviderSearchParams }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const navigate = useNavigate();
  const id = useId();
  const searching = hasProviderSearch(params);
  const query = useQuery({
    ...providerSearchQueryOptions(client, toProviderQuery(params)),
    enabled: searching,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void navigate({
      to: ".",
      search: validateProviderSearch(Object.fromEntries(form)) as never,
    });
  };

  return (
    <section className="qs-provider-search" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("providers.searchTitle")}</h2>
      <p>{t("providers.searchLead")}</p>
      <search>
        <form className="qs-provider-search__form" method="get" onSubmit={submit}>
          <label>
            {t("providers.searchName")}
            <input
              type="search"
              name="buscar"
              defaultValue={params.buscar ?? ""}
              placeholder={t("providers.searchNamePlaceholder")}
              maxLength={80}
              autoComplete="off"
            />
          </label>
          <label>
            {t("providers.searchCity")}
            <input
              type="text"
              name="ciudad"
              defaultValue={params.ciudad ?? ""}
              maxLength={80}
              autoComplete="address-level2"
            />
          </label>
          <label>
            {t("providers.searchSpecialty")}
            <select name="especialidad" defaultValue={params.especialidad ?? ""}>
              <option value="">{t("providers.anySpecialty")}</option>
              {specialties.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <div className="qs-provider-search__actions">
            <Button type="submit">{t("providers.searchSubmit")}</Button>
            {searching && (
              <Link to="." search={{} as never} className={buttonClass("secondary")}>
                {t("providers.searchClear")}
              </Link>
            )}
          </div>
        </form>
      </search>
      {searching && (
        <div aria-live="polite" aria-busy={query.isFetching || undefined}>
          {query.isPending ? (
            <Spinner label={t("common.loading")} />
          ) : query.isError ? (
            <div role="alert">
              <p>{t("providers.searchError")}</p>
              <Button variant="secondary" onClick={() => void query.refetch()}>
                {t("comparator.retry")}
              </Button>
            </div>
          ) : (
            <ProviderResults providers={query.data} />
          )}
        </div>
      )}
    </section>
  );
}

/** The providers found (stories render it directly). */
export function ProviderResults({ providers }: { providers: readonly ProviderMatch[] }) {
  const { t } = useTranslation();
  if (providers.length === 0) return <p>{t("providers.noResults")}</p>;
  return (
    <>
      <p className="qs-provider-search__count">
        {t("providers.results", { count: providers.length })}
      </p>
      <div className="qs-providers-with-map">
        <ProviderMap providers={providers} />
        <ul className="qs-providers">
          {providers.map((provider) => (
            <ProviderItem
              key={provider.id}
              provider={provider}
              heading="h3"
              action={
                <Link
                  to="/Comparar"
                  search={{ coverageOrganizations: provider.id } as never}
                  className={buttonClass("secondary")}
                >
                  {t("providers.seePlans", { name: provider.displayName })}
                </Link>
              }
            />
          ))}
        </ul>
      </div>
    </>
  );
}
