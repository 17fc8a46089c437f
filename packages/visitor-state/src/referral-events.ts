/**
 * The window event that opens the referral-advisor dialog, so the footer (site-shell) and
 * the referral page can open it without importing the dialog's package (profile-forms).
 */
export const OPEN_REFERRAL_EVENT = "qs:open-referral";

export interface OpenReferralDetail {
  /** False while a referral is required and none was entered: the dialog cannot be cancelled. */
  closable?: boolean;
}

/** Opens the referral-advisor dialog wherever its host is mounted. */
export function openReferralDialog(detail: OpenReferralDetail = {}): void {
  window.dispatchEvent(new CustomEvent<OpenReferralDetail>(OPEN_REFERRAL_EVENT, { detail }));
}
