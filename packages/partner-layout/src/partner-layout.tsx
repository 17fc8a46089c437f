import { partnerShowsFooter, partnerShowsHeader } from "@qs/domain/partner";
import { usePartner } from "@qs/ui/partner-context";
import { useRouterState } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PartnerBanner } from "./partner-banner";
import { PartnerHtml } from "./partner-html";

/**
 * The site's frame around a page, as the visit's partner wants it (profile spec §4 "Iframe and
 * subdomain check decides header, footer and chat visibility"): the partner's banner and
 * header HTML on top, our header unless enableHeader is false, the partner's footer HTML, and
 * our footer unless footerEnabled is false or the path is not in footerEnabledRoutes. Without
 * a partner it renders the header and footer as they are.
 */
export function PartnerLayout({
  header,
  footer,
  children,
}: {
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}) {
  const partner = usePartner();
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (!partner) {
    return (
      <>
        {header}
        {children}
        {footer}
      </>
    );
  }
  const footerHtml = partner.html?.footerHtml;
  return (
    <>
      <PartnerBanner partner={partner} />
      {partnerShowsHeader(partner.data) ? header : null}
      {children}
      {footerHtml ? (
        <PartnerHtml html={footerHtml} label={t("partners.footerLabel")} place="bottom" />
      ) : null}
      {partnerShowsFooter(partner.data, pathname) ? footer : null}
    </>
  );
}
