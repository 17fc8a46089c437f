import type { BackOfficeCompanyGroup } from "@qs/domain/api/back-office";
import { Button } from "@qs/ui/button";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan, useSession, useStaffApi } from "./back-office-context";
import { Field, Notice } from "./field";
import { StaffApiError, UNREACHABLE } from "./staff-api";

/**
 * A policy's company and its enterprise group, as after-sales shape it: form a group with the
 * company, join a sister company by its tax id, and give the group an administrator (e-mailed a
 * link to set a password; in the portal they reach every company of the group). Read by whoever
 * holds `admin:organization:read`; changed with `admin:organization:update`.
 */
export function CompanyGroupPanel({ policyId }: { policyId: string }) {
  const { t } = useTranslation();
  const api = useStaffApi();
  const session = useSession();
  const queryClient = useQueryClient();
  const canUpdate = useCan("admin:organization:update");
  const key = ["policy-group", policyId];
  const group = useQuery({ queryKey: key, queryFn: () => api.companyGroup(policyId) });
  const [done, setDone] = useState<string | null>(null);

  const saved = (answer: BackOfficeCompanyGroup, message: string) => {
    queryClient.setQueryData(key, answer);
    setDone(message);
  };

  return (
    <section aria-labelledby="grupo-empresarial" className="qs-bo-card qs-bo-group">
      <h2 id="grupo-empresarial">{t("group.title")}</h2>
      {group.isPending && <p role="status">{t("group.loading")}</p>}
      {group.isError && (
        <Notice kind="error">
          {group.error instanceof StaffApiError &&
          group.error.status !== UNREACHABLE &&
          group.error.message
            ? group.error.message
            : t("policy.unreachable")}
        </Notice>
      )}
      {done && <Notice kind="done">{done}</Notice>}
      {group.data && !group.data.group && (
        <>
          <p>{t("group.none", { company: group.data.company.name })}</p>
          {canUpdate && (
            <OneFieldForm
              label={t("group.name")}
              submit={t("group.form")}
              send={async (name) => {
                saved(
                  await api.formGroup(policyId, name, session.csrfToken),
                  t("group.formed", { name }),
                );
              }}
            />
          )}
        </>
      )}
      {group.data?.group && (
        <>
          <p>{t("group.of", { company: group.data.company.name, group: group.data.group.name })}</p>
          <h3>{t("group.companies")}</h3>
          <ul>
            {group.data.group.companies.map((company) => (
              <li key={`${company.country}-${company.identification}`}>
                {company.name}{" "}
                <span className="qs-bo-muted">
                  · {company.identification} · {company.country}
                </span>
              </li>
            ))}
          </ul>
          <h3>{t("group.administrators")}</h3>
          {group.data.group.administrators.length === 0 ? (
            <p>{t("group.noAdministrators")}</p>
          ) : (
            <ul>
              {group.data.group.administrators.map((person) => (
                <li key={person.email}>
                  {person.name} <span className="qs-bo-muted">· {person.email} · </span>
                  {person.active ? t("group.active") : t("group.pending")}
                </li>
              ))}
            </ul>
          )}
          {canUpdate && (
            <>
              <OneFieldForm
                label={t("group.identification")}
                submit={t("group.join")}
                send={async (identification) => {
                  saved(
                    await api.joinGroup(policyId, identification, session.csrfToken),
                    t("group.joined", { identification }),
                  );
                }}
              />
              <AdministratorForm
                send={async (person) => {
                  saved(
                    await api.addGroupAdministrator(policyId, person, session.csrfToken),
                    t("group.invited", { email: person.email }),
                  );
                }}
              />
            </>
          )}
        </>
      )}
    </section>
  );
}

/** Runs `send`, turning a refusal into its message beside the field (or above the form). */
function useSubmit(send: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<StaffApiError | null>(null);
  const run = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      await send();
    } catch (error) {
      setRefusal(error instanceof StaffApiError ? error : new StaffApiError(UNREACHABLE, ""));
    } finally {
      setBusy(false);
    }
  };
  return { busy, refusal, run };
}

function RefusalNotice({
  refusal,
  shownBeside,
}: {
  refusal: StaffApiError | null;
  shownBeside: boolean;
}) {
  const { t } = useTranslation();
  if (!refusal || shownBeside) return null;
  return (
    <Notice kind="error">
      {refusal.status === UNREACHABLE ? t("policy.unreachable") : refusal.message}
    </Notice>
  );
}

function FormShell({
  children,
  notice,
  busy,
  submit,
  onSubmit,
}: {
  children: ReactNode;
  notice: ReactNode;
  busy: boolean;
  submit: string;
  onSubmit: (event: FormEvent) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {notice}
      <form className="qs-bo-inline-form" onSubmit={onSubmit} noValidate>
        {children}
        <Button type="submit" variant="secondary" aria-busy={busy || undefined}>
          {busy ? t("group.saving") : submit}
        </Button>
      </form>
    </>
  );
}

function OneFieldForm({
  label,
  submit,
  send,
}: {
  label: string;
  submit: string;
  send: (value: string) => Promise<void>;
}) {
  const [value, setValue] = useState("");
  const { busy, refusal, run } = useSubmit(async () => {
    await send(value.trim());
    setValue("");
  });
  const beside = refusal?.issues[0]?.message;
  return (
    <FormShell
      busy={busy}
      submit={submit}
      onSubmit={run}
      notice={<RefusalNotice refusal={refusal} shownBeside={Boolean(beside)} />}
    >
      <Field label={label} error={beside}>
        {(props) => (
          <input
            {...props}
            required
            maxLength={120}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </Field>
    </FormShell>
  );
}

function AdministratorForm({
  send,
}: {
  send: (person: { email: string; name: string }) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const { busy, refusal, run } = useSubmit(async () => {
    await send({ email: email.trim(), name: name.trim() });
    setName("");
    setEmail("");
  });
  const issue = (path: string) => refusal?.issues.find((each) => each.path === path)?.message;
  return (
    <FormShell
      busy={busy}
      submit={t("group.invite")}
      onSubmit={run}
      notice={<RefusalNotice refusal={refusal} shownBeside={(refusal?.issues.length ?? 0) > 0} />}
    >
      <Field label={t("group.adminName")} error={issue("name")}>
        {(props) => (
          <input
            {...props}
            required
            maxLength={120}
            autoComplete="off"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      <Field label={t("group.adminEmail")} error={issue("email")}>
        {(props) => (
          <input
            {...props}
            type="email"
            required
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </Field>
    </FormShell>
  );
}
