/**
 * Window events between the comparator and the profile modal, so neither package imports
 * the other: 'Ingresa tu perfil' opens the modal (detail: the product), a saved profile is
 * announced (detail: the profile and its storage key).
 */
export const OPEN_PROFILE_EVENT = "qs:open-profile";
export const PROFILE_SAVED_EVENT = "qs:profile-saved";

export interface OpenProfileDetail {
  insuranceType?: { name?: string | null } | null;
}

export function openProfileModal(detail: OpenProfileDetail | null = null): void {
  window.dispatchEvent(new CustomEvent(OPEN_PROFILE_EVENT, { detail }));
}
