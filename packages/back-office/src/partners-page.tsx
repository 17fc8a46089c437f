import { Button } from "@qs/ui/button";
import { Spinner } from "@qs/ui/spinner";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan, useSession, useStaffApi } from "./back-office-context";
import { Field, Notice } from "./field";
import { type Partner, type PartnerHtml, StaffApiError } from "./staff-api";

/**
 * The partners: their insurers, the origins allowed to frame the comparator, their header
 * and footer HTML with a preview of what visitors get (sanitised by the API, then shown in a
 * sandboxed frame that runs nothing), and a new iframe token, shown once. Whoever lacks
 * `admin:partner:update` reads the configuration only.
 */
export function PartnersPage() {
  const { t } = useTranslation();
  const api = useStaffApi();
  const partners = useQuery({ queryKey: ["partners"], queryFn: () => api.partners() });
  return (
    <main id="contenido" className="qs-bo-page">
      <h1>{t("partners.title")}</h1>
      {partners.isPending ? (
        <Spinner label={t("partners.loading")} />
      ) : partners.isError ? (
        <Notice kind="error">{t("partners.error")}</Notice>
      ) : (
        partners.data.map((partner) => <PartnerCard key={partner.id} partner={partner} />)
      )}
    </main>
  );
}

/** Lines or commas to a list, blanks left out. */
const listOf = (text: string) =>
  text
    .split(/[\n,]/)
    .map((each) => each.trim())
    .filter(Boolean);

function PartnerCard({ partner }: { partner: Partner }) {
  const { t } = useTranslation();
  const api = useStaffApi();
  const session = useSession();
  const canChange = useCan("admin:partner:update");
  const queryClient = useQueryClient();
  const [name, setName] = useState(partner.partnerName ?? "");
  const [insurers, setInsurers] = useState((partner.allowedOrganizations ?? []).join(", "));
  const [origins, setOrigins] = useState(partner.allowedUrls.join("\n"));
  const [header, setHeader] = useState(partner.headerHtml ?? "");
  const [footer, setFooter] = useState(partner.footerHtml ?? "");
  const [preview, setPreview] = useState<PartnerHtml>(partner.preview);
  const [token, setToken] = useState<string | null>(null);
  const html = { headerHtml: header || null, footerHtml: footer || null };

  const save = useMutation({
    mutationFn: () =>
      api.changePartner(
        partner.id,
        {
          ...(name.trim() ? { partnerName: name.trim() } : {}),
          allowedOrganizations: insurers.trim()
            ? listOf(insurers).map((each) => (/^\d+$/.test(each) ? Number(each) : each))
            : null,
          allowedUrls: listOf(origins),
          ...html,
        },
        session.csrfToken,
      ),
    onSuccess: (saved) => {
      setPreview(saved.preview);
      void queryClient.invalidateQueries({ queryKey: ["partners"] });
    },
  });
  const previewNow = useMutation({
    mutationFn: () => api.previewPartnerHtml(html, session.csrfToken),
    onSuccess: setPreview,
  });
  const rotate = useMutation({
    mutationFn: () => api.rotatePartnerToken(partner.id, session.csrfToken),
    onSuccess: setToken,
  });
  const failure = [save.error, previewNow.error, rotate.error].find(
    (error): error is StaffApiError => error instanceof StaffApiError,
  );
  const issue = (path: string) =>
    failure?.issues.find((each) => each.path === path || each.path.startsWith(`${path}.`))?.message;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate();
  }

  const heading = `partner-${partner.id}`;
  return (
    <section className="qs-bo-card qs-bo-partner" aria-labelledby={heading}>
      <h2 id={heading}>{partner.partnerName ?? partner.subdomain ?? `#${partner.id}`}</h2>
      <p className="qs-bo-muted">
        {partner.subdomain
          ? t("partners.subdomain", { subdomain: partner.subdomain })
          : t("partners.noSubdomain")}{" "}
        · {partner.hasIframeToken || token ? t("partners.iframe") : t("partners.noIframe")}
      </p>
      {failure && failure.issues.length === 0 && <Notice kind="error">{failure.message}</Notice>}
      {save.isSuccess && <Notice kind="done">{t("partners.saved")}</Notice>}
      {token && (
        <Notice kind="done">
          {t("partners.newToken")} <code>{token}</code>
        </Notice>
      )}
      <form className="qs-bo-partner__form" onSubmit={submit}>
        <fieldset disabled={!canChange}>
          <legend className="qs-bo-hidden">{t("partners.configuration")}</legend>
          <Field label={t("partners.name")} error={issue("partnerName")}>
            {(props) => (
              <input {...props} value={name} onChange={(event) => setName(event.target.value)} />
            )}
          </Field>
          <Field
            label={t("partners.insurers")}
            hint={t("partners.insurersHint")}
            error={issue("allowedOrganizations")}
          >
            {(props) => (
              <input
                {...props}
                value={insurers}
                onChange={(event) => setInsurers(event.target.value)}
              />
            )}
          </Field>
          <Field
            label={t("partners.origins")}
            hint={t("partners.originsHint")}
            error={issue("allowedUrls")}
          >
            {(props) => (
              <textarea
                {...props}
                rows={3}
                value={origins}
                onChange={(event) => setOrigins(event.target.value)}
              />
            )}
          </Field>
          <Field label={t("partners.header")} error={issue("headerHtml")}>
            {(props) => (
              <textarea
                {...props}
                rows={4}
                className="qs-bo-code"
                value={header}
                onChange={(event) => setHeader(event.target.value)}
              />
            )}
          </Field>
          <Field label={t("partners.footer")} error={issue("footerHtml")}>
            {(props) => (
              <textarea
                {...props}
                rows={3}
                className="qs-bo-code"
                value={footer}
                onChange={(event) => setFooter(event.target.value)}
              />
            )}
          </Field>
        </fieldset>
        {canChange && (
          <div className="qs-bo-actions">
            <Button type="submit" disabled={save.isPending}>
              {t("partners.save")}
            </Button>
            <Button
              variant="secondary"
              disabled={previewNow.isPending}
              onClick={() => previewNow.mutate()}
            >
              {t("partners.preview")}
            </Button>
            <Button variant="ghost" disabled={rotate.isPending} onClick={() => rotate.mutate()}>
              {t("partners.rotate")}
            </Button>
          </div>
        )}
      </form>
      <h3>{t("partners.previewTitle")}</h3>
      <p className="qs-bo-muted">{t("partners.previewHint")}</p>
      <PreviewFrame
        title={t("partners.previewFrame", { name: partner.partnerName ?? partner.id })}
        html={preview}
      />
    </section>
  );
}

/**
 * The sanitised header and footer in a frame that runs nothing (`sandbox` without
 * permissions: no scripts, no forms, no navigation of this page); busy until it has loaded.
 */
function PreviewFrame({ title, html }: { title: string; html: PartnerHtml }) {
  const source = `<!doctype html><meta charset="utf-8"><body style="font-family:sans-serif;margin:8px">${
    html.headerHtml ?? ""
  }<hr>${html.footerHtml ?? ""}</body>`;
  const [loaded, setLoaded] = useState<string | null>(null);
  return (
    <iframe
      className="qs-bo-partner__preview"
      title={title}
      sandbox=""
      srcDoc={source}
      aria-busy={loaded !== source || undefined}
      onLoad={() => setLoaded(source)}
    />
  );
}
