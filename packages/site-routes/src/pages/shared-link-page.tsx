import { SharedLinkView } from "@qs/product-display/shared-link-view";
import { useParams } from "@tanstack/react-router";

/** `/url/{code}`: a shared link, resolved and replaced by the address it keeps. */
export function SharedLinkPage() {
  const { code } = useParams({ strict: false }) as { code?: string };
  return <SharedLinkView code={code ?? ""} />;
}
