import { hasEnteredProfile } from "@qs/domain/entered-profile";
import { Button } from "@qs/ui/button";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { useTranslation } from "react-i18next";
import { profileKindOf } from "./product-kind";
import { useProfileConsent } from "./profile-consent";
import { openProfileModal } from "./profile-events";
import { storageKeyFor, useStoredProfile } from "./profile-store";
import "./profile-forms.css";

export interface ConsentPromptProps {
  /** Product type of the page (the listing's or the plan's); its kind says which profile counts. */
  productType?: string | null;
  /** A listing of company insurance. */
  collective?: boolean;
  /** The text alone, where the page already has a button that opens the profile modal. */
  compact?: boolean;
}

/**
 * Shown where prices are, when the visitor has an entered profile that is not sent: no
 * consent in this browser (a profile saved before consent was asked, or from a `perfil`
 * link) or a consent to an earlier text. Prices are then those of a visitor without a
 * profile; the button opens the profile modal, which asks for the consent.
 */
export function ConsentPrompt({
  productType,
  collective = false,
  compact = false,
}: ConsentPromptProps) {
  const { t } = useTranslation();
  const config = useCountryConfig();
  const kind = collective ? "collective" : profileKindOf(productType);
  const stored = useStoredProfile(storageKeyFor(config, kind));
  const { status } = useProfileConsent();
  if (!hasEnteredProfile(stored) || status === "current" || status === "checking") return null;
  const text =
    status === "outdated" ? t("profile.consentPromptOutdated") : t("profile.consentPrompt");
  if (compact) return <p className="qs-pf-consent-prompt__note">{text}</p>;
  return (
    <div className="qs-pf-consent-prompt">
      <p>{text}</p>
      <Button
        variant="secondary"
        onClick={() =>
          openProfileModal(productType ? { insuranceType: { name: productType } } : null)
        }
      >
        {t("profile.consentPromptAction")}
      </Button>
    </div>
  );
}
