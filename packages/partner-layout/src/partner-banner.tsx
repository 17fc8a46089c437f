import type { PartnerView } from "@qs/ui/partner-context";
import { useTranslation } from "react-i18next";
import { PartnerHtml } from "./partner-html";
import "./partner-layout.css";

/** Only plain hex colours from the partner's data reach the style: nothing else can be injected. */
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Colours of a banner: the partner's, else our strong brand blue. */
export function bannerBackground(partner: PartnerView): string {
  const colour = (value: string | null | undefined) =>
    value && HEX_COLOUR.test(value) ? value : null;
  const from = colour(partner.data.subdomainBanner?.color) ?? "var(--qs-color-brand-strong)";
  const to = colour(partner.data.subdomainBanner?.endGradient) ?? from;
  return `linear-gradient(90deg, ${from}, ${to})`;
}

/**
 * The partner's band above the page (profile spec §6): its colours and name, saying the
 * comparator is offered with the partner, and the partner's own header HTML when it has one.
 */
export function PartnerBanner({
  partner,
}: {
  /** The partner of the visit: its name, colours and header HTML. */
  partner: PartnerView;
}) {
  const { t } = useTranslation();
  const header = partner.html?.headerHtml;
  return (
    <div className="partner-banner" data-partner={partner.subdomain ?? partner.kind}>
      <p className="partner-banner__band" style={{ background: bannerBackground(partner) }}>
        {t("partners.banner", { name: partner.name })}
      </p>
      {header ? <PartnerHtml html={header} label={t("partners.headerLabel")} place="top" /> : null}
    </div>
  );
}
