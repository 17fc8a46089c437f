import { categoriesQueryOptions } from "@qs/api-client/get-categories";
import { coverageOrganizationsQueryOptions } from "@qs/api-client/get-coverage-organizations";
import { organizationTypeLabelsQueryOptions } from "@qs/api-client/get-organization-types";
import { organizationsByTypeQueryOptions } from "@qs/api-client/get-organizations-by-type";
import type { Organization } from "@qs/domain/organization";
import { ORGANIZATION_TYPES } from "@qs/domain/organization-types";
import { useApiClient } from "@qs/ui/api-client-context";
import { Button } from "@qs/ui/button";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { useQueries, useQuery } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { type ComparatorScope, FILTER_ORGANIZATION_TYPES } from "../comparator-scope";
import { type ComparatorSearch, toggleId, withFilter } from "../comparator-search";
import "./filters.css";

function Group({
  title,
  hint,
  children,
}: {
  title: string;
  /** What the group's choice means, under its title. */
  hint?: string;
  children: ReactNode;
}) {
  const hintId = useId();
  return (
    <fieldset className="qs-filters__group" aria-describedby={hint ? hintId : undefined}>
      <legend>{title}</legend>
      {hint && (
        <p id={hintId} className="qs-filters__hint">
          {hint}
        </p>
      )}
      {children}
    </fieldset>
  );
}

function CheckList({
  items,
  selected,
  onToggle,
}: {
  items: readonly { id: number; label: string }[];
  selected: readonly number[];
  onToggle: (id: number) => void;
}) {
  return (
    <ul className="qs-filters__list">
      {items.map((item) => (
        <li key={item.id}>
          <label>
            <input
              type="checkbox"
              checked={selected.includes(item.id)}
              onChange={() => onToggle(item.id)}
            />
            {item.label}
          </label>
        </li>
      ))}
    </ul>
  );
}

export interface FiltersPanelProps {
  scope: ComparatorScope;
  search: ComparatorSearch;
  onSearchChange: (search: ComparatorSearch) => void;
}

/**
 * Filters of the listing (comparator spec §3 "Filter data"): insurance types, organizations,
 * organization types, coverage organizations, prices and, where the country has them, the
 * visitor's health-insurance system (prevision). Every change goes to the address.
 */
export function FiltersPanel({ scope, search, onSearchChange }: FiltersPanelProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const { previsionOptions } = useCountryConfig();
  const priceId = useId();
  const categories = useQuery(categoriesQueryOptions(client));
  const coverageOrganizations = useQuery(coverageOrganizationsQueryOptions(client));
  const organizationLists = useQueries({
    queries: FILTER_ORGANIZATION_TYPES.map((type) => organizationsByTypeQueryOptions(client, type)),
  });
  const organizations = new Map<number, Organization>();
  for (const list of organizationLists) {
    for (const organization of list.data ?? []) organizations.set(organization.id, organization);
  }
  const organizationTypes = [
    ...new Set(
      [...organizations.values()].map((organization) => organization.type).filter(Boolean),
    ),
  ] as string[];
  // The API names the types in the visitor's language; without its answer the codes show.
  const typeLabels = useQuery(organizationTypeLabelsQueryOptions(client)).data;

  const set = <K extends keyof ComparatorSearch>(key: K, value: ComparatorSearch[K] | undefined) =>
    onSearchChange(withFilter(search, key, value));
  const insuranceTypeIds = search.insuranceTypeIds ?? scope.insuranceTypeIds ?? [];
  const organizationIds = search.organizationIds ?? scope.organizationIds ?? [];
  const coverageOrganizationIds = search.coverageOrganizations ?? scope.coverageOrganizations ?? [];

  const applyPrice = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const read = (name: string) => {
      const value = String(data.get(name) ?? "").replace(/\D/g, "");
      return value === "" ? undefined : Number(value);
    };
    const next = withFilter(
      withFilter(search, "priceMin", read("priceMin")),
      "priceMax",
      read("priceMax"),
    );
    onSearchChange(next);
  };

  const active = Object.keys(search).filter((key) => key !== "sort" && key !== "page").length > 0;

  return (
    <aside className="qs-filters" aria-label={t("comparator.filtersTitle")}>
      <div className="qs-filters__head">
        <h2>{t("comparator.filtersTitle")}</h2>
        {active && (
          <Button
            variant="ghost"
            onClick={() => onSearchChange(search.sort ? { sort: search.sort } : {})}
          >
            {t("comparator.clearFilters")}
          </Button>
        )}
      </div>
      {(categories.data?.length ?? 0) > 0 && (
        <Group title={t("comparator.filterCategories")}>
          <CheckList
            items={(categories.data ?? []).map((category) => ({
              id: category.id,
              label: category.displayName,
            }))}
            selected={insuranceTypeIds}
            onToggle={(id) => set("insuranceTypeIds", toggleId(insuranceTypeIds, id))}
          />
        </Group>
      )}
      {organizations.size > 0 && (
        <Group title={t("comparator.filterOrganizations")}>
          <CheckList
            items={[...organizations.values()].map((organization) => ({
              id: organization.id,
              label: organization.displayName,
            }))}
            selected={organizationIds}
            onToggle={(id) => set("organizationIds", toggleId(organizationIds, id))}
          />
        </Group>
      )}
      {organizationTypes.length > 1 && (
        <Group title={t("comparator.filterOrganizationTypes")}>
          <select
            className="qs-filters__select"
            aria-label={t("comparator.filterOrganizationTypes")}
            value={search.organizationType ?? ""}
            onChange={(event) =>
              set(
                "organizationType",
                ORGANIZATION_TYPES.find((type) => type === event.target.value),
              )
            }
          >
            <option value="">{typeLabels?.allTypes ?? "—"}</option>
            {organizationTypes.map((type) => (
              <option key={type} value={type}>
                {typeLabels?.types.find((entry) => entry.type === type)?.displayName ?? type}
              </option>
            ))}
          </select>
        </Group>
      )}
      {(coverageOrganizations.data?.length ?? 0) > 0 && (
        <Group title={t("network.filterTitle")} hint={t("network.filterHint")}>
          <CheckList
            items={(coverageOrganizations.data ?? []).map((item) => ({
              id: item.id,
              label: item.displayName,
            }))}
            selected={coverageOrganizationIds}
            onToggle={(id) => set("coverageOrganizations", toggleId(coverageOrganizationIds, id))}
          />
        </Group>
      )}
      {previsionOptions.length > 0 && (
        <Group title={t("comparator.filterPrevision")}>
          <select
            className="qs-filters__select"
            aria-label={t("comparator.filterPrevision")}
            value={search.prevision ?? ""}
            onChange={(event) => set("prevision", event.target.value || undefined)}
          >
            <option value="">—</option>
            {previsionOptions.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </Group>
      )}
      <Group title={t("comparator.filterPrice")}>
        <form
          className="qs-filters__price"
          onSubmit={applyPrice}
          key={`${search.priceMin}-${search.priceMax}`}
        >
          <label htmlFor={`${priceId}-min`}>{t("comparator.priceMin")}</label>
          <input
            id={`${priceId}-min`}
            name="priceMin"
            inputMode="numeric"
            defaultValue={search.priceMin ?? ""}
          />
          <label htmlFor={`${priceId}-max`}>{t("comparator.priceMax")}</label>
          <input
            id={`${priceId}-max`}
            name="priceMax"
            inputMode="numeric"
            defaultValue={search.priceMax ?? ""}
          />
          <Button type="submit" variant="secondary">
            {t("comparator.applyPrice")}
          </Button>
        </form>
      </Group>
    </aside>
  );
}
