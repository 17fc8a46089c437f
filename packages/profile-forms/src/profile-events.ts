/**
 * Window events between the pages and the profile modal, which is mounted once per site
 * (ProfileModalHost): every 'Ingresa tu perfil' opens it with `openProfileModal` (detail: the
 * product), and a saved profile is announced (detail: the profile and its storage key).
 */
export const OPEN_PROFILE_EVENT = "qs:open-profile";
export const PROFILE_SAVED_EVENT = "qs:profile-saved";

export interface OpenProfileDetail {
  insuranceType?: { name?: string | null } | null;
}

export function openProfileModal(detail: OpenProfileDetail | null = null): void {
  window.dispatchEvent(new CustomEvent(OPEN_PROFILE_EVENT, { detail }));
}
