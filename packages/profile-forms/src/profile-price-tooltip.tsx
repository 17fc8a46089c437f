import {
  type AssumptionUf,
  describePriceAssumptions,
  type ProductKind,
} from "@qs/pricing/price-assumptions";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { useIsMobile } from "@qs/ui/use-is-mobile";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { StoredProfile } from "./profile-store";
import "./profile-forms.css";

export interface ProfilePriceTooltipProps {
  kind: ProductKind;
  profile: StoredProfile | null;
  uf?: AssumptionUf | null;
}

const KIND_TEXT: Record<ProductKind, string> = {
  persons: "profile.tooltipPersons",
  pets: "profile.tooltipPets",
  collective: "profile.tooltipCollective",
};

/**
 * The profile tooltip over prices (profile spec §2): what the price is for and what it
 * assumes (who is counted, the UF value and its day). Hover on desktop, click on mobile.
 */
export function ProfilePriceTooltip({ kind, profile, uf }: ProfilePriceTooltipProps) {
  const { t } = useTranslation();
  const config = useCountryConfig();
  const mobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const id = useId();
  const assumptions = describePriceAssumptions({ kind, profile, uf, locale: config.locale });
  return (
    <span className="qs-price-tip">
      <button
        type="button"
        onMouseEnter={mobile ? undefined : () => setOpen(true)}
        onMouseLeave={mobile ? undefined : () => setOpen(false)}
        className="qs-price-tip__trigger"
        aria-label={t("profile.priceInfo")}
        aria-describedby={open ? id : undefined}
        aria-expanded={open}
        onClick={mobile ? () => setOpen(!open) : undefined}
        onFocus={mobile ? undefined : () => setOpen(true)}
        onBlur={mobile ? undefined : () => setOpen(false)}
      >
        i
      </button>
      {open && (
        <span id={id} role="tooltip" className="qs-price-tip__bubble">
          {!assumptions.assumed && <span>{t(KIND_TEXT[kind])} </span>}
          <span>{assumptions.text}</span>
        </span>
      )}
    </span>
  );
}
