import { createSharedLink, newSharedLinkKey } from "@qs/api-client/create-shared-link";
import { enteredProfile, hasEnteredProfile } from "@qs/domain/entered-profile";
import { profileKindOf } from "@qs/profile-forms/product-kind";
import { storageKeyFor, useStoredProfile } from "@qs/profile-forms/profile-store";
import { useSendableProfile } from "@qs/profile-forms/use-profile-price";
import { useApiClient } from "@qs/ui/api-client-context";
import { Button } from "@qs/ui/button";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { useRouter } from "@tanstack/react-router";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  SHARE_CONFIRMATION_MS,
  type SharedAddress,
  sharedAddress,
  shareErrorMessage,
  shortAddress,
} from "./share-address";
import "./share-button.css";

/** Where a share stands: each state a designer reviews has a story. */
export type ShareState =
  | { status: "idle" }
  | { status: "creating" }
  /** Copied: the confirmation shows for 2 s. */
  | { status: "copied"; address: string; withoutProfile: boolean }
  /** The browser refused the clipboard: the link is shown to copy by hand. */
  | { status: "refused"; address: string; withoutProfile: boolean }
  | { status: "error"; message: string };

/** Writes to the clipboard; rejects when the browser refuses (no permission, no API). */
export type CopyText = (text: string) => Promise<void>;

const copyToClipboard: CopyText = async (text) => {
  if (!globalThis.navigator?.clipboard?.writeText) throw new Error("Portapapeles no disponible");
  await globalThis.navigator.clipboard.writeText(text);
};

export interface ShareControlProps {
  state: ShareState;
  onShare: () => void;
  /** True while the button cannot share yet (the visitor's consent is being checked). */
  disabled?: boolean;
  /** `qs-share--below` spaces it under a block (the plan header). */
  className?: string;
}

/** The 'Compartir' button and what it says: confirmation, the link to copy by hand, or the error. */
export function ShareControl({ state, onShare, disabled = false, className }: ShareControlProps) {
  const { t } = useTranslation();
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  const creating = state.status === "creating";
  // The refused link takes the focus, selected: one keystroke copies it.
  useEffect(() => {
    if (state.status !== "refused") return;
    field.current?.focus();
    field.current?.select();
  }, [state]);
  return (
    <div className={className ? `qs-share ${className}` : "qs-share"}>
      <Button
        variant="secondary"
        onClick={onShare}
        disabled={disabled || creating}
        aria-busy={creating || undefined}
      >
        {creating ? t("share.creating") : t("share.button")}
      </Button>
      <div className="qs-share__message" role="status">
        {state.status === "copied" && <p className="qs-share__copied">{t("share.copied")}</p>}
        {state.status === "refused" && (
          <div className="qs-share__manual">
            <label htmlFor={fieldId}>{t("share.field")}</label>
            <input
              ref={field}
              id={fieldId}
              type="text"
              readOnly
              value={state.address}
              onFocus={(event) => event.currentTarget.select()}
            />
            <p>{t("share.copyYourself")}</p>
          </div>
        )}
        {(state.status === "copied" || state.status === "refused") && state.withoutProfile && (
          <p className="qs-share__note">{t("share.withoutProfile")}</p>
        )}
      </div>
      {state.status === "error" && (
        <p className="qs-share__error" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}

export interface ShareButtonProps {
  /** The product type of what is shared (the plan's, or the compared products'). */
  productType: string | null | undefined;
  /** Injected in tests and stories; the browser's clipboard otherwise. */
  copy?: CopyText;
  className?: string;
}

/**
 * 'Compartir' on the comparison and the plan detail: stores a short link to the address the
 * visitor sees, with their profile in `perfil` when they agreed to the use of its health data
 * (without that consent the link carries the products alone, and says so), copies
 * `/url/{code}` and confirms for 2 s. Pressed again for the same address and profile, it hands
 * out the same link instead of storing another.
 */
export function ShareButton({ productType, copy = copyToClipboard, className }: ShareButtonProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const config = useCountryConfig();
  const router = useRouter();
  const kind = profileKindOf(productType);
  const { profile, waiting } = useSendableProfile(kind);
  const stored = useStoredProfile(storageKeyFor(config, kind));
  const [state, setState] = useState<ShareState>({ status: "idle" });
  const made = useRef<{ url: string; address: string } | null>(null);

  useEffect(() => {
    if (state.status !== "copied") return;
    const timer = setTimeout(() => setState({ status: "idle" }), SHARE_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const share = async () => {
    const origin = window.location.origin;
    const location = router.history.location;
    const entered = enteredProfile(profile);
    const target: SharedAddress = sharedAddress({
      origin,
      pathname: location.pathname,
      search: location.search,
      profile: entered,
      productType,
    });
    const withoutProfile = !entered && hasEnteredProfile(stored);
    setState({ status: "creating" });
    let address = made.current?.url === target.url ? made.current.address : null;
    if (!address) {
      try {
        const link = await createSharedLink(
          client,
          { url: target.url, decodedProfile: target.profile },
          { idempotencyKey: newSharedLinkKey() },
        );
        address = shortAddress(origin, link.shortPath);
        made.current = { url: target.url, address };
      } catch (error) {
        setState({ status: "error", message: shareErrorMessage(error, t("share.error")) });
        return;
      }
    }
    try {
      await copy(address);
      setState({ status: "copied", address, withoutProfile });
    } catch {
      setState({ status: "refused", address, withoutProfile });
    }
  };

  return (
    <ShareControl
      state={state}
      onShare={() => void share()}
      disabled={waiting}
      className={className}
    />
  );
}
