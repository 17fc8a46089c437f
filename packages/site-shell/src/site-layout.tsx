import { ChatWidget } from "@qs/chat/chat-widget";
import { PartnerLayout } from "@qs/partner-layout/partner-layout";
import { Outlet } from "@tanstack/react-router";
import { Footer } from "./footer";
import { Header } from "./header";
import { LeadAttributionRecorder } from "./lead-attribution-recorder";
import { VersionCheck } from "./version-check";

/**
 * Header, the current page, footer (in a partner's layout on a partner's visit). The root
 * route of every country site renders this.
 */
export function SiteLayout() {
  return (
    <>
      <PartnerLayout header={<Header />} footer={<Footer />}>
        <main id="contenido" tabIndex={-1}>
          <Outlet />
        </main>
      </PartnerLayout>
      <VersionCheck />
      <LeadAttributionRecorder />
      <ChatWidget />
    </>
  );
}
