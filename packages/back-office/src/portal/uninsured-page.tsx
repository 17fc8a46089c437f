import { Button } from "@qs/ui/button";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Pager } from "../pager";
import { ScrollTable } from "../scroll-table";
import { day, LoadFailed, PersonSearchField } from "./policy-parts";
import { usePortalApi } from "./portal-context";

/**
 * The people the account's companies insured once and insure no more (a cancellation made, an
 * activation declined), each with the last policy that had them and until when: searched by
 * name or RUT, a page at a time.
 */
export function UninsuredPage({ onOpenPolicy }: { onOpenPolicy: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const api = usePortalApi();
  const [query, setQuery] = useState<{ q?: string | undefined; page: number }>({ page: 1 });
  const [typed, setTyped] = useState("");
  const people = useQuery({
    queryKey: ["portal", "uninsured", query],
    queryFn: () => api.uninsured(query),
    placeholderData: keepPreviousData,
  });
  const pages = people.data ? Math.max(1, Math.ceil(people.data.total / people.data.pageSize)) : 1;
  return (
    <main id="contenido" className="qs-bo-page">
      <h1>{t("portal.uninsuredTitle")}</h1>
      <p className="qs-bo-hint">{t("portal.uninsuredLead")}</p>
      <search>
        <form
          className="qs-bo-inline-form"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            setQuery({ q: typed.trim() || undefined, page: 1 });
          }}
        >
          <PersonSearchField typed={typed} onTyped={setTyped} />
          <Button type="submit" variant="secondary">
            {t("portal.searchSubmit")}
          </Button>
        </form>
      </search>
      {people.isPending && <p role="status">{t("portal.loading")}</p>}
      {people.isError && <LoadFailed error={people.error} />}
      {people.data?.people.length === 0 && <p>{t("portal.uninsuredEmpty")}</p>}
      {people.data && people.data.people.length > 0 && (
        <>
          <ScrollTable label={t("portal.uninsuredTitle")} busy={people.isFetching}>
            <thead>
              <tr>
                <th scope="col">{t("portal.name")}</th>
                <th scope="col">{t("portal.legalId")}</th>
                <th scope="col">{t("portal.lastPolicy")}</th>
                <th scope="col">{t("portal.until")}</th>
              </tr>
            </thead>
            <tbody>
              {people.data.people.map((person) => (
                <tr key={`${person.legalId}-${person.policyId}`}>
                  <th scope="row">{person.fullName}</th>
                  <td>{person.legalId}</td>
                  <td>
                    <a
                      href={`/portal/polizas/${person.policyId}`}
                      aria-label={t("portal.open", { number: person.policyNumber })}
                      onClick={(event) => {
                        event.preventDefault();
                        onOpenPolicy(person.policyId);
                      }}
                    >
                      {person.policyNumber}
                    </a>
                  </td>
                  <td>{person.endDate ? day(i18n.language, person.endDate) : "—"}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          <Pager
            page={query.page}
            pages={pages}
            label={t("portal.employeesPage", {
              page: query.page,
              pages,
              count: people.data.total,
            })}
            onPage={(page) => setQuery({ ...query, page })}
          />
        </>
      )}
    </main>
  );
}
