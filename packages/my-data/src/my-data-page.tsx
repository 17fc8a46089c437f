import { ApiError } from "@qs/api-client/api-client";
import { deleteMyData, exportMyData, myDataQueryOptions } from "@qs/api-client/my-data";
import { setSavedAlerts } from "@qs/api-client/saved-comparisons";
import type { DeletionReceipt } from "@qs/domain/api/privacy";
import { dateTimeFormat } from "@qs/domain/intl-formats";
import { useApiClient } from "@qs/ui/api-client-context";
import { Button, buttonClass } from "@qs/ui/button";
import { useCatalogLang } from "@qs/ui/catalog-lang";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { useDataProtectionLaw, usePageLocale } from "@qs/ui/page-language";
import { PageMeta } from "@qs/ui/page-meta";
import { Spinner } from "@qs/ui/spinner";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useRouter } from "@tanstack/react-router";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { DeleteDataDialog } from "./delete-data-dialog";
import { MyDataView } from "./my-data-view";
import "./my-data-page.css";
import "@qs/ui/pages.css";

/**
 * 'Mis datos': with the access code a visitor received (a request's, a consent's, a chat
 * conversation's or an online purchase's), they see what is stored about them, download it
 * as JSON and delete it (Chile's Ley 21.719, Colombia's Ley 1581, Peru's Ley 29733). What
 * the law makes us keep (a purchase's order) is listed after the deletion.
 *
 * The code arrives in the address fragment (`#codigo=<code>`), which browsers never send to
 * a server, or is pasted from the e-mail. It is read in the browser only (the server renders
 * the page without it and asks for nothing), removed from the visible address at once, and
 * kept in this page's memory alone: not in sessionStorage or localStorage, where any script
 * of the site could read a code that can erase the visitor's data, and where it would
 * outlive the visit. A reload asks for the code again; the e-mail's link brings it back. It
 * reaches the API only in the Authorization header.
 */

/** The fragment parameter that carries the code: `/mis-datos#codigo=<code>`. */
export const ACCESS_CODE_PARAMETER = "codigo";

const ACCESS_CODE = /^[A-Za-z0-9_-]{43}$/;

/** The fragment parameter of an alert's one-click stop link: `/mis-datos#baja=<code>`. */
const STOP_PARAMETER = "baja";

/** The code in a fragment (`#codigo=…`), or null. */
export function codeFromFragment(hash: string): string | null {
  const code = new URLSearchParams(hash.replace(/^#/, "")).get(ACCESS_CODE_PARAMETER);
  return code ? code.trim() : null;
}

/**
 * What the visitor pasted: the code itself, the whole link from the e-mail (`#codigo=`), or
 * the address of an online purchase, whose `session` is its code.
 */
export function codeFromInput(value: string): string {
  const text = value.trim();
  const hash = text.indexOf("#");
  const fromFragment = hash >= 0 ? codeFromFragment(text.slice(hash)) : null;
  if (fromFragment) return fromFragment;
  const query = text.indexOf("?");
  const session =
    query >= 0
      ? new URLSearchParams(text.slice(query + 1).split("#")[0]).get("session")?.trim()
      : null;
  return session || text;
}

/** Answers that mean the code reaches nothing: unknown, malformed, or its data already deleted. */
function isRefused(error: unknown): boolean {
  return error instanceof ApiError && [400, 401, 403, 404, 410].includes(error.status);
}

/** Saves a file the browser already holds, as a download. */
function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download reads the address after the click returns: let it go a minute later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export interface MyDataPageProps {
  /** A code this browser keeps (the consent to use the profile's health data), offered with one click. */
  storedCode?: string | null;
  /**
   * Called once the data of `code` is deleted, to forget what this browser keeps for it;
   * true when it kept something (the page then says so).
   */
  onDeleted?: (code: string) => boolean;
}

type View =
  | "starting"
  | "ask"
  | "loading"
  | "data"
  | "invalid"
  | "network"
  | "deleted"
  | "stopping"
  | "stopped"
  | "stopFailed";

export function MyDataPage({ storedCode = null, onDeleted }: MyDataPageProps) {
  const config = useCountryConfig();
  const { t } = useTranslation();
  const dataProtectionLaw = useDataProtectionLaw();
  const locale = usePageLocale();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [started, setStarted] = useState(false);
  const [code, setCode] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<{
    at: string;
    local: boolean;
    /** What stays and why (a purchase's order), in Spanish as the API wrote it. */
    kept: NonNullable<DeletionReceipt["kept"]>;
  } | null>(null);
  const catalogLang = useCatalogLang();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const deleteButtonRef = useRef<HTMLButtonElement>(null);
  const acted = useRef(false);
  const [stop, setStop] = useState<"stopping" | "stopped" | "stopFailed" | null>(null);
  const [alertsBusy, setAlertsBusy] = useState(false);
  const [alertsError, setAlertsError] = useState<string | null>(null);

  // Browser only: take the code out of the fragment, then out of the visible address. An
  // alert's stop link (`#baja=`) stops the alerts at once: one click.
  useEffect(() => {
    const { pathname, search, hash } = router.history.location;
    const found = codeFromFragment(hash);
    const stopCode = new URLSearchParams(hash.replace(/^#/, "")).get(STOP_PARAMETER)?.trim();
    if (found) setCode(found);
    if (found || stopCode) router.history.replace(`${pathname}${search}`);
    if (stopCode) {
      setStop("stopping");
      setSavedAlerts(client, stopCode, "detener").then(
        () => setStop("stopped"),
        () => setStop("stopFailed"),
      );
    }
    setStarted(true);
  }, [router, client]);

  const changeAlerts = async (accion: "confirmar" | "detener") => {
    if (!code || alertsBusy) return;
    setAlertsBusy(true);
    setAlertsError(null);
    try {
      await setSavedAlerts(client, code, accion);
      await query.refetch();
    } catch {
      setAlertsError(t("myData.savedAlertsError"));
    } finally {
      setAlertsBusy(false);
    }
  };

  const query = useQuery({
    ...myDataQueryOptions(client, code ?? ""),
    enabled: code !== null && deleted === null,
  });

  const view: View = stop
    ? stop
    : deleted
      ? "deleted"
      : !started
        ? "starting"
        : code === null
          ? "ask"
          : query.data
            ? "data"
            : query.isError
              ? isRefused(query.error)
                ? "invalid"
                : "network"
              : "loading";

  // After the visitor acts, focus goes to the heading of what the page now shows.
  useEffect(() => {
    if (acted.current && view !== "loading") headingRef.current?.focus();
  }, [view]);

  const dates = dateTimeFormat(locale, { dateStyle: "long", timeStyle: "short" });
  const formatDate = (iso: string) => dates.format(new Date(iso));

  const chooseCode = (next: string) => {
    acted.current = true;
    setDeleted(null);
    setCode(next);
  };

  const download = async () => {
    if (!code || downloading) return;
    setDownloading(true);
    setDownloadError(false);
    try {
      const file = await exportMyData(client, code);
      const day = new Date().toISOString().slice(0, 10);
      saveFile(file, `mis-datos-${config.code.toLowerCase()}-${day}.json`);
    } catch {
      setDownloadError(true);
    } finally {
      setDownloading(false);
    }
  };

  const erase = async () => {
    if (!code || deleting) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      const receipt = await deleteMyData(client, code);
      acted.current = true;
      queryClient.removeQueries({ queryKey: myDataQueryOptions(client, code).queryKey });
      const local = onDeleted?.(code) ?? false;
      setConfirming(false);
      setCode(null);
      setDeleted({ at: receipt.deletedAt, local, kept: receipt.kept ?? [] });
    } catch (error) {
      setDeleteError(isRefused(error) ? t("myData.invalid") : t("myData.deleteError"));
    } finally {
      setDeleting(false);
    }
  };

  const heading = (text: string) => (
    <h2 ref={headingRef} tabIndex={-1} className="qs-my-data__heading">
      {text}
    </h2>
  );

  return (
    <article className="qs-container qs-page qs-my-data" aria-labelledby="qs-my-data-title">
      <PageMeta
        title={t("myData.title")}
        brand={config.brand}
        description={t("myData.metaDescription")}
        canonicalPath="/mis-datos"
      />
      <h1 id="qs-my-data-title">{t("myData.title")}</h1>
      <p className="qs-page__lead">{t("myData.intro", { law: dataProtectionLaw })}</p>

      {view === "starting" && <Spinner label={t("myData.starting")} />}

      {view === "ask" && (
        <section className="qs-card qs-my-data__panel">
          {heading(t("myData.askTitle"))}
          <AccessCodeForm storedCode={storedCode} onCode={chooseCode} />
        </section>
      )}

      {view === "loading" && <Spinner label={t("myData.loading")} />}

      {view === "stopping" && <Spinner label={t("myData.stopping")} />}

      {(view === "stopped" || view === "stopFailed") && (
        <section className="qs-card qs-my-data__panel">
          {heading(t(view === "stopped" ? "myData.stoppedTitle" : "myData.stopFailedTitle"))}
          <p role={view === "stopFailed" ? "alert" : "status"}>
            {t(view === "stopped" ? "myData.stopped" : "myData.stopFailed")}
          </p>
          <Link to="/" className={buttonClass("secondary")}>
            {t("myData.home")}
          </Link>
        </section>
      )}

      {view === "invalid" && (
        <section className="qs-card qs-my-data__panel">
          {heading(t("myData.invalidTitle"))}
          <p className="qs-my-data__error" role="alert">
            {t("myData.invalid")}
          </p>
          <AccessCodeForm storedCode={storedCode} onCode={chooseCode} />
        </section>
      )}

      {view === "network" && (
        <section className="qs-card qs-my-data__panel">
          {heading(t("myData.networkTitle"))}
          <p className="qs-my-data__error" role="alert">
            {t("myData.networkError")}
          </p>
          <div className="qs-my-data__actions">
            <Button
              onClick={() => {
                acted.current = true;
                void query.refetch();
              }}
            >
              {t("myData.retry")}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                acted.current = true;
                setCode(null);
              }}
            >
              {t("myData.otherCode")}
            </Button>
          </div>
        </section>
      )}

      {view === "data" && query.data && (
        <section className="qs-my-data__panel" aria-labelledby="qs-my-data-shown">
          <h2 id="qs-my-data-shown" ref={headingRef} tabIndex={-1} className="qs-my-data__heading">
            {t("myData.dataTitle")}
          </h2>
          <div className="qs-my-data__actions qs-my-data__actions--start">
            <Button
              onClick={() => void download()}
              aria-busy={downloading || undefined}
              aria-describedby={downloadError ? "qs-my-data-download-error" : undefined}
            >
              {downloading ? t("myData.downloading") : t("myData.download")}
            </Button>
            <button
              ref={deleteButtonRef}
              type="button"
              className={buttonClass("secondary", "qs-my-data__danger-outline")}
              onClick={() => {
                setDeleteError(null);
                setConfirming(true);
              }}
            >
              {t("myData.delete")}
            </button>
          </div>
          {downloadError && (
            <p id="qs-my-data-download-error" className="qs-my-data__error" role="alert">
              {t("myData.downloadError")}
            </p>
          )}
          <MyDataView
            data={query.data}
            formatDate={formatDate}
            onAlerts={(accion) => void changeAlerts(accion)}
            alertsBusy={alertsBusy}
            alertsError={alertsError}
          />
          {confirming && (
            <DeleteDataDialog
              deleting={deleting}
              error={deleteError}
              onConfirm={() => void erase()}
              onCancel={() => {
                setConfirming(false);
                deleteButtonRef.current?.focus();
              }}
            />
          )}
        </section>
      )}

      {view === "deleted" && deleted && (
        <section className="qs-card qs-my-data__panel">
          {heading(t("myData.deletedTitle"))}
          <p>{t("myData.deletedBody", { date: formatDate(deleted.at) })}</p>
          {deleted.local && <p>{t("myData.deletedLocal")}</p>}
          {deleted.kept.length > 0 && (
            <>
              <p>{t("myData.deletedKept")}</p>
              <ul className="qs-my-data__kept-list" lang={catalogLang}>
                {deleted.kept.map((item) => (
                  <li key={item.record}>
                    <strong>{item.record}</strong>: {item.reason}
                  </li>
                ))}
              </ul>
            </>
          )}
          <Link to="/" className={buttonClass("secondary")}>
            {t("myData.home")}
          </Link>
        </section>
      )}
    </article>
  );
}

interface AccessCodeFormProps {
  storedCode: string | null;
  onCode: (code: string) => void;
}

/** The code pasted from the e-mail (or the whole link), checked before anything is sent. */
function AccessCodeForm({ storedCode, onCode }: AccessCodeFormProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const helpId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = codeFromInput(value);
    const problem = !code
      ? t("myData.codeMissing")
      : ACCESS_CODE.test(code)
        ? null
        : t("myData.codeMalformed");
    setError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    onCode(code);
  };

  return (
    <form method="post" className="qs-my-data__form" noValidate onSubmit={submit}>
      <label htmlFor={inputId} className="qs-my-data__label">
        {t("myData.codeLabel")}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className="qs-my-data__input"
        type="text"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${helpId} ${errorId}` : helpId}
      />
      <p id={helpId} className="qs-my-data__help">
        {t("myData.codeHelp")}
      </p>
      {error && (
        <p id={errorId} className="qs-my-data__error">
          {error}
        </p>
      )}
      <div className="qs-my-data__actions qs-my-data__actions--start">
        <Button type="submit">{t("myData.submit")}</Button>
        {storedCode && (
          <Button variant="secondary" onClick={() => onCode(storedCode)}>
            {t("myData.useStored")}
          </Button>
        )}
      </div>
    </form>
  );
}
