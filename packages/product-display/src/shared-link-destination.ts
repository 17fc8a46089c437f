import { encodeProfileLink } from "@qs/domain/profile-link";

/**
 * Where a shared link `/url/{code}` leads (profile spec §2 "Shared links"): the address it
 * stored, which carries the profile in `perfil` (the site's profile reader restores it and
 * asks before it replaces a different one). A link that kept its profile apart
 * (`decodedProfile` alone) gets it added as `perfil`. Only http(s) addresses are followed; the
 * API accepted them only on its approved hosts.
 */
export interface SharedLinkDestination {
  /** Path, query and fragment when the link stays on this site; the whole address otherwise. */
  href: string;
  sameOrigin: boolean;
}

export function sharedLinkDestination(
  link: { url: string; decodedProfile?: Record<string, unknown> | null },
  origin: string,
): SharedLinkDestination | null {
  let target: URL;
  try {
    target = new URL(link.url);
  } catch {
    return null;
  }
  if (target.protocol !== "https:" && target.protocol !== "http:") return null;
  if (link.decodedProfile && !target.searchParams.has("perfil")) {
    target.searchParams.set("perfil", encodeProfileLink(link.decodedProfile));
  }
  const sameOrigin = target.origin === origin;
  return {
    href: sameOrigin ? `${target.pathname}${target.search}${target.hash}` : target.href,
    sameOrigin,
  };
}
