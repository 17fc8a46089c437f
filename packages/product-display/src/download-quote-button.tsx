import { ApiError } from "@qs/api-client/api-client";
import { downloadQuote } from "@qs/api-client/download-quote";
import { hasEnteredProfile } from "@qs/domain/entered-profile";
import type { ProductItem } from "@qs/domain/product";
import { profileKindOf } from "@qs/profile-forms/product-kind";
import { useProfileConsent } from "@qs/profile-forms/profile-consent";
import { storageKeyFor, useStoredProfile } from "@qs/profile-forms/profile-store";
import { useApiClient } from "@qs/ui/api-client-context";
import { Button } from "@qs/ui/button";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { saveFile } from "./save-file";
import "./quote.css";

/**
 * 'Descargar cotización': the quote PDF of the plans on screen (the comparison, or one plan's
 * page), built by the API with the visitor's stored profile when they agreed to its use, and
 * saved as cotizacion-<día>.pdf. While the PDF is prepared the button is busy; a failure says
 * so in Spanish and the button stays to try again.
 */

export type QuoteDownloadState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "done" }
  | { status: "error"; message: string };

export interface QuoteDownloadViewProps {
  state: QuoteDownloadState;
  onDownload: () => void;
  /** A stored profile the quote cannot use: the visitor has not agreed (or not to this text). */
  withoutProfile?: boolean;
  /** The consent is being checked: the click waits for it rather than quoting without the profile. */
  disabled?: boolean;
  /** `qs-quote--below` spaces it under a block (the plan header). */
  className?: string;
}

/** The button and its messages, for every state (stories show each one). */
export function QuoteDownloadView({
  state,
  onDownload,
  withoutProfile = false,
  disabled = false,
  className,
}: QuoteDownloadViewProps) {
  const { t } = useTranslation();
  const loading = state.status === "loading";
  return (
    <div className={className ? `qs-quote ${className}` : "qs-quote"}>
      <Button
        variant="secondary"
        onClick={onDownload}
        disabled={disabled || loading}
        aria-busy={loading || undefined}
      >
        {loading ? t("quote.preparing") : t("quote.download")}
      </Button>
      <p className="qs-quote__status" role="status">
        {state.status === "done" ? t("quote.ready") : ""}
      </p>
      {state.status === "error" && (
        <p className="qs-quote__error" role="alert">
          {state.message}
        </p>
      )}
      {withoutProfile && <p className="qs-quote__note">{t("quote.withoutProfile")}</p>}
    </div>
  );
}

export interface DownloadQuoteButtonProps {
  /** The plans of the quote (one to three), in the order shown. */
  products: readonly ProductItem[];
  /** Injected in tests and stories; saves the Blob as a file by default. */
  save?: (blob: Blob, fileName: string) => void;
  className?: string;
}

/** 'Descargar cotización' for the plans given. */
export function DownloadQuoteButton({
  products,
  save = saveFile,
  className,
}: DownloadQuoteButtonProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const config = useCountryConfig();
  const type = products[0]?.insuranceType;
  const stored = useStoredProfile(storageKeyFor(config, profileKindOf(type?.name)));
  const { status: consent } = useProfileConsent();
  const [state, setState] = useState<QuoteDownloadState>({ status: "idle" });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const entered = hasEnteredProfile(stored);
  const download = async () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ status: "loading" });
    try {
      const file = await downloadQuote(
        client,
        {
          productIds: products.map((product) => product.id),
          profile: stored,
          consented: consent === "current",
          productType: type?.name ?? null,
          upperType: type?.upperType?.name ?? null,
          locale: config.locale,
          currencies: config.currencies,
        },
        controller.signal,
      );
      if (controller.signal.aborted) return;
      save(file.blob, file.fileName);
      setState({ status: "done" });
    } catch (error) {
      if (controller.signal.aborted) return;
      // A limit's answer says how long to wait; any other failure is the same for the visitor.
      const message =
        error instanceof ApiError && error.status === 429 && error.body?.error
          ? error.body.error
          : t("quote.error");
      setState({ status: "error", message });
    }
  };

  if (products.length === 0) return null;
  return (
    <QuoteDownloadView
      state={state}
      onDownload={() => void download()}
      withoutProfile={entered && consent !== "current" && consent !== "checking"}
      disabled={entered && consent === "checking"}
      className={className}
    />
  );
}
