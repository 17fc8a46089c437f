import { sharedLinkQueryOptions } from "@qs/api-client/resolve-shared-link";
import { useApiClient } from "@qs/ui/api-client-context";
import { Button, buttonClass } from "@qs/ui/button";
import { Spinner } from "@qs/ui/spinner";
import { useQuery } from "@tanstack/react-query";
import { Link, useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { sharedLinkDestination } from "./shared-link-destination";
import "./shared-link-view.css";

/** Leaves for another site of ours (an approved host); replaced in tests and stories. */
export type LeaveSite = (href: string) => void;

const leaveSite: LeaveSite = (href) => window.location.replace(href);

/**
 * `/url/{code}`: resolves a shared link through the API and replaces itself with the address
 * it keeps, so Back does not return here. The comparison or plan then loads with the same
 * products, and the profile in `perfil` is read as any profile link is: saved when the
 * visitor keeps none, asked about when they keep a different one, and priced only once they
 * agree to the use of its health data.
 */
export function SharedLinkView({ code, leave = leaveSite }: { code: string; leave?: LeaveSite }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const router = useRouter();
  // Resolved only in the browser: the answer may carry a profile, which must never be
  // rendered into a page the server sends or caches. The server renders the waiting state.
  const inBrowser = typeof window !== "undefined";
  const link = useQuery({ ...sharedLinkQueryOptions(client, code), enabled: inBrowser });
  const destination =
    link.data && inBrowser ? sharedLinkDestination(link.data, window.location.origin) : null;
  const href = destination?.href ?? null;
  const sameOrigin = destination?.sameOrigin ?? true;

  useEffect(() => {
    if (!href) return;
    if (sameOrigin) router.history.replace(href);
    else leave(href);
  }, [href, sameOrigin, router, leave]);

  let content = <Spinner label={t("share.opening")} />;
  if (link.isError) {
    content = (
      <div className="qs-shared-link__problem" role="alert">
        <p>{t("share.openError")}</p>
        <Button variant="secondary" onClick={() => void link.refetch()}>
          {t("share.retry")}
        </Button>
      </div>
    );
  } else if (link.isSuccess && !destination) {
    content = (
      <div className="qs-shared-link__problem" role="alert">
        <p>{t("share.notFound")}</p>
        <Link to="/Comparar" className={buttonClass("primary")}>
          {t("share.toComparator")}
        </Link>
      </div>
    );
  }
  return (
    <div className="qs-container qs-shared-link">
      <meta name="robots" content="noindex" />
      {content}
    </div>
  );
}
