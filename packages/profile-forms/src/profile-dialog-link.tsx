import { plainPress } from "@qs/ui/plain-press";
import { useRouterState } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { type OpenProfileDetail, openProfileModal } from "./profile-events";
import { profileDialogAddress } from "./profile-link-reader";

export interface ProfileDialogLinkProps {
  /** The product whose type the dialog asks for; none for the site's main comparator. */
  product?: OpenProfileDetail | null;
  className?: string;
  children: ReactNode;
}

/**
 * 'Ingresa tu perfil' as a link to the profile dialog's own address: a plain press opens the
 * dialog over the page in place; the address opens it too (a new tab, a shared address, a
 * press followed before the page's scripts ran).
 */
export function ProfileDialogLink({ product = null, className, children }: ProfileDialogLinkProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <a
      href={profileDialogAddress(pathname, product?.insuranceType?.name)}
      className={className}
      onClick={(event) => {
        if (!plainPress(event)) return;
        event.preventDefault();
        openProfileModal(product);
      }}
    >
      {children}
    </a>
  );
}
