import { insuranceTabsQueryOptions } from "@qs/api-client/get-insurance-tabs";
import type { ProductItem } from "@qs/domain/product";
import type { Tab } from "@qs/domain/tab";
import { CostProjectionSection } from "@qs/product-display/cost-projection";
import { DownloadQuoteButton } from "@qs/product-display/download-quote-button";
import { QualitySection } from "@qs/product-display/insurer-quality";
import { sellsOnline } from "@qs/product-display/product-links";
import { ShareButton } from "@qs/product-display/share-button";
import { PlanNetwork } from "@qs/provider-directory/plan-network";
import { useApiClient } from "@qs/ui/api-client-context";
import { buttonClass } from "@qs/ui/button";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { PageMeta, usePageAddresses } from "@qs/ui/page-meta";
import { usePartner } from "@qs/ui/partner-context";
import { Spinner } from "@qs/ui/spinner";
import { useIsMobile } from "@qs/ui/use-is-mobile";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DocumentTab } from "../document/document-tab";
import type { PdfLoader } from "../document/pdf-source";
import { PlanBenefitsTab, PlanFactorsTab } from "../isapre/isapre-plan-tabs";
import { RequestForm, type SendPlanRequest } from "../request/request-form";
import {
  activeTab,
  BENEFITS_TAB,
  canonicalHref,
  defaultTabs,
  FACTORS_TAB,
  FAQ_TAB,
  NETWORK_TAB,
  REQUEST_TAB,
  tabHref,
  visibleTabs,
} from "../tabs/detail-tabs";
import { DetailBreadcrumb } from "./detail-breadcrumb";
import { DetailHeader } from "./detail-header";
import { FaqTab } from "./faq-tab";
import { planStructuredData } from "./plan-structured-data";
import { SummaryTab } from "./summary-tab";
import { TabGroup } from "./tab-group";
import "./plan-detail.css";

export interface PlanDetailProps {
  product: ProductItem;
  /** The insurance URL (the address of the home tab). */
  insurancePath: string;
  /** Last path segment below the insurance URL: the active tab, or none for home. */
  segment: string | null;
  /** Shown as a modal: no breadcrumb, all document pages, fixed request column. */
  modal?: boolean;
  /** Navigation state kept when switching tabs. */
  linkState?: Record<string, unknown>;
  /** Tabs given directly (stories); otherwise read from the API. */
  tabs?: Tab[];
  /** Over the price: the profile tooltip and insurable-persons message. */
  priceSlot?: ReactNode;
  /** Injected in stories and tests. */
  pdfLoader?: PdfLoader;
  sendRequest?: SendPlanRequest;
  /** Forces the mobile tab bar (stories). */
  mobile?: boolean;
}

/** The plan detail: breadcrumb, header, tabs with their content, request column, footer, sticky bar. */
export function PlanDetail({
  product,
  insurancePath,
  segment,
  modal = false,
  linkState,
  tabs: givenTabs,
  priceSlot,
  pdfLoader,
  sendRequest,
  mobile: forcedMobile,
}: PlanDetailProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const isMobile = useIsMobile();
  const mobile = forcedMobile ?? isMobile;
  const action = sellsOnline(product) ? t("comparator.buy") : t("comparator.interested");
  const query = useQuery({
    ...insuranceTabsQueryOptions(client, product.id),
    enabled: !givenTabs,
  });
  const loaded = givenTabs ?? query.data;
  // A partner that switched clinics off (clinicsEnabled: false) shows no provider network.
  const clinicsHidden = usePartner()?.data.clinicsEnabled === false;
  const tabs = visibleTabs(
    loaded && loaded.length > 0
      ? loaded
      : defaultTabs(action, t("detail.faqTitle"), t("detail.homeTab")),
  ).filter((tab) => !(clinicsHidden && tab.url.toLowerCase() === NETWORK_TAB.toLowerCase()));
  const waiting = !givenTabs && query.isPending;
  const active = activeTab(tabs, segment);
  const onRequestTab = active?.url.toLowerCase() === REQUEST_TAB.toLowerCase();
  // A partner may switch the request off (profile spec §6 disableRequestButton).
  const partnerBlocksRequest = usePartner()?.data.disableRequestButton === true;
  const requestable = product.isActive !== false && !partnerBlocksRequest;
  const showColumn = requestable && !onRequestTab && !waiting;
  const config = useCountryConfig();
  const addresses = usePageAddresses();
  const canonicalPath = canonicalHref(insurancePath, active ?? { url: "" });
  const origin = tabHref(insurancePath, active ?? { url: "" });
  // Without JavaScript the form in the column is sent to the Solicitar tab, like the tab's own.
  const requestPath = tabHref(insurancePath, { url: REQUEST_TAB });

  let content: ReactNode;
  if (waiting) content = <Spinner label={t("detail.loading")} />;
  else if (onRequestTab)
    content = requestable ? (
      <RequestForm product={product} origin={origin} postTo={requestPath} send={sendRequest} />
    ) : null;
  else if (active?.file?.url)
    content = <DocumentTab tab={active} product={product} modal={modal} loader={pdfLoader} />;
  else if (active?.url.toLowerCase() === NETWORK_TAB.toLowerCase())
    content = <PlanNetwork productId={product.id} />;
  else if (active?.url.toLowerCase() === BENEFITS_TAB.toLowerCase())
    content = <PlanBenefitsTab productId={product.id} />;
  else if (active?.url.toLowerCase() === FACTORS_TAB.toLowerCase())
    content = <PlanFactorsTab productId={product.id} />;
  else if (active?.url.toLowerCase() === FAQ_TAB.toLowerCase())
    content = <FaqTab productId={product.id} />;
  else
    content = (
      <>
        <SummaryTab product={product} withDescription={!active?.url} />
        {!active?.url && (
          <>
            <QualitySection
              insurer={product.organization?.displayName ?? ""}
              quality={product.organization?.quality}
            />
            <CostProjectionSection product={product} />
          </>
        )}
      </>
    );

  return (
    <article
      className={`qs-detail${modal ? " qs-detail--modal" : " qs-container"}`}
      aria-labelledby="qs-detail-title"
    >
      {!modal && (
        <PageMeta
          title={`${product.displayName} · ${product.organization?.displayName ?? ""}`}
          brand={config.brand}
          description={
            product.description ??
            t("detail.metaDescription", {
              plan: product.displayName,
              insurer: product.organization?.displayName ?? "",
            })
          }
          canonicalPath={canonicalPath}
          jsonLd={
            addresses
              ? planStructuredData(product, config, addresses(insurancePath).canonical, addresses)
              : undefined
          }
        />
      )}
      {!modal && (
        <DetailBreadcrumb
          insurancePath={insurancePath}
          product={product}
          tab={active?.url ? active : null}
        />
      )}
      <DetailHeader product={product} priceSlot={priceSlot} />
      <ShareButton productType={product.insuranceType?.name} className="qs-share--below" />
      <DownloadQuoteButton products={[product]} className="qs-quote--below" />
      {!waiting && (
        <TabGroup
          tabs={tabs}
          active={active}
          insurancePath={insurancePath}
          linkState={linkState}
          mobile={mobile}
        />
      )}
      <div className={`qs-detail__body${showColumn ? " qs-detail__body--split" : ""}`}>
        <div className="qs-detail__content">{content}</div>
        {showColumn && (
          <aside className="qs-detail__column">
            <RequestForm
              product={product}
              origin={origin}
              postTo={requestPath}
              send={sendRequest}
            />
          </aside>
        )}
      </div>
      <footer className="qs-detail__footer">
        <p>{t("detail.footerNote")}</p>
      </footer>
      {requestable && !onRequestTab && (
        <div className="qs-detail__sticky">
          <span>{t("detail.stickyRequest")}</span>
          <Link
            to={tabHref(insurancePath, { url: REQUEST_TAB })}
            state={linkState as never}
            className={buttonClass("primary")}
          >
            {action}
          </Link>
        </div>
      )}
    </article>
  );
}
