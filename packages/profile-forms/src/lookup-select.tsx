import { useApiClient } from "@qs/ui/api-client-context";
import { Button } from "@qs/ui/button";
import { useCatalogLang } from "@qs/ui/catalog-lang";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { FormValue } from "./form-values";
import type { Lookup, LookupOption } from "./lookups";

export interface LookupSelectProps {
  lookup: Lookup;
  id: string;
  name: string;
  value: FormValue;
  onValue: (value: FormValue) => void;
  placeholder: string;
  invalid: boolean;
  describedBy?: string;
}

const asText = (value: FormValue) => (value === null || value === undefined ? "" : String(value));

/**
 * Options under their group headings, in the order the lookup lists them; `lang` marks the
 * API's Spanish names on English and Portuguese pages.
 */
function renderOptions(options: readonly LookupOption[], lang: "es" | undefined): ReactNode[] {
  const nodes: ReactNode[] = [];
  let index = 0;
  while (index < options.length) {
    const heading = options[index]?.group;
    if (heading === undefined) {
      const option = options[index] as LookupOption;
      nodes.push(
        <option key={String(option.value)} value={String(option.value)} lang={lang}>
          {option.label}
        </option>,
      );
      index += 1;
      continue;
    }
    const members: LookupOption[] = [];
    while (index < options.length && options[index]?.group === heading) {
      members.push(options[index] as LookupOption);
      index += 1;
    }
    nodes.push(
      <optgroup key={`group-${heading}-${index}`} label={heading} lang={lang}>
        {members.map((option) => (
          <option key={String(option.value)} value={String(option.value)} lang={lang}>
            {option.label}
          </option>
        ))}
      </optgroup>,
    );
  }
  return nodes;
}

/**
 * A select filled by a lookup of the API (regions, countries, work sectors). While the list
 * loads or after it failed the chosen value stays in the form untouched; a failed list
 * offers a retry.
 */
export function LookupSelect({
  lookup,
  id,
  name,
  value,
  onValue,
  placeholder,
  invalid,
  describedBy,
}: LookupSelectProps) {
  const { t } = useTranslation();
  const catalogLang = useCatalogLang();
  const client = useApiClient();
  const query = useQuery(lookup.query(client));
  const statusId = `${id}-status`;
  const describedByAll = [describedBy, query.isSuccess ? undefined : statusId]
    .filter(Boolean)
    .join(" ");
  const common = {
    id,
    name,
    className: "qs-pf__input",
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedByAll || undefined,
  };

  if (query.isPending) {
    return (
      <>
        <select {...common} disabled aria-busy="true" value="" onChange={() => {}}>
          <option value="">{t("profile.lookupLoading")}</option>
        </select>
        <small id={statusId} className="qs-pf__lookup-status" role="status">
          {t("profile.lookupLoading")}
        </small>
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        <select {...common} disabled value="" onChange={() => {}}>
          <option value="">{t("profile.lookupUnavailable")}</option>
        </select>
        <div id={statusId} className="qs-pf__lookup-error" role="alert">
          <span>{t("profile.lookupError")}</span>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t("profile.retry")}
          </Button>
        </div>
      </>
    );
  }

  const options = lookup.options(query.data);
  const current = asText(value);
  // A stored value the list no longer holds stays chosen rather than silently changing.
  const missing = current !== "" && !options.some((option) => String(option.value) === current);
  return (
    <select
      {...common}
      value={current}
      onChange={(event) => {
        const chosen = options.find((option) => String(option.value) === event.target.value);
        onValue(chosen ? chosen.value : event.target.value === current ? value : null);
      }}
    >
      <option value="">{placeholder}</option>
      {missing && <option value={current}>{current}</option>}
      {renderOptions(options, catalogLang)}
    </select>
  );
}
