import { coverageOrganizationsQueryOptions } from "@qs/api-client/get-coverage-organizations";
import { companyHeadcount, isCollectiveProduct } from "@qs/domain/collective";
import { hasEnteredProfile } from "@qs/domain/entered-profile";
import { visibleBenefits, visibleCoverageTags } from "@qs/domain/format-coverage";
import { formatAffinity } from "@qs/domain/format-score";
import { isIsaprePlan } from "@qs/domain/isapre-plan";
import type { ProductItem } from "@qs/domain/product";
import { useMoneyFormat } from "@qs/product-display/format-product-price";
import { QualitySummary } from "@qs/product-display/insurer-quality-summary";
import { IsaprePriceBlock } from "@qs/product-display/isapre-price-block";
import { ProductBadges, productBadges } from "@qs/product-display/product-badges";
import { productDetailPath, sellsOnline, tabPath } from "@qs/product-display/product-links";
import { YearlyCost } from "@qs/product-display/yearly-cost";
import { InsurablePersons } from "@qs/profile-forms/insurable-persons";
import { ProfileDialogLink } from "@qs/profile-forms/profile-dialog-link";
import { ProfilePriceTooltip } from "@qs/profile-forms/profile-price-tooltip";
import { ChosenNetwork } from "@qs/provider-directory/chosen-network";
import { useApiClient } from "@qs/ui/api-client-context";
import { Button, buttonClass } from "@qs/ui/button";
import { useCatalogLang } from "@qs/ui/catalog-lang";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { usePartner } from "@qs/ui/partner-context";
import { plainPress } from "@qs/ui/plain-press";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type CSSProperties, memo, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { collectiveWarning } from "../collective/collective-product";
import { LoadError } from "../errors/load-error";
import { ProductOffers } from "./product-offers";
import { useProductInformation } from "./use-product-information";
import { useVisible } from "./use-visible";
import "./product-card.css";

/** A stored profile as the company headcount rule reads it. */
type CompanyProfile = Parameters<typeof companyHeadcount>[0];

export type CardView = "list" | "grid";

/** Partner settings (comparator spec §6): no request button, no score information. */
export interface PartnerSettings {
  disableRequest?: boolean;
  hideScore?: boolean;
  /**
   * No paid showcase on the partner's pages (`disableShowcase`): a promoted plan is neither
   * marked 'Promocionado' nor highlighted.
   */
  hideShowcase?: boolean;
}

export interface CompareBox {
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

export interface ProductCardProps {
  product: ProductItem;
  view: CardView;
  /** The compare checkbox; absent on mobile and for cards that cannot be compared. */
  compare?: CompareBox | null;
  partner?: PartnerSettings;
  /** Chile coverage-organization filter: a change reloads the coverages. */
  coverageOrganizations?: readonly number[];
  /** Opens the detail in a modal; without it 'Ver detalle' navigates to the detail page. */
  onOpenDetail?: (product: ProductItem) => void;
  now?: Date;
}

function Logo({ product }: { product: ProductItem }) {
  const [failed, setFailed] = useState(false);
  const name = product.organization?.displayName ?? "";
  const src = product.insuranceMetadata?.metadata?.logo ?? product.organization?.metadata?.image;
  if (!src || failed) {
    return (
      <span className="qs-card__logo qs-card__logo--text" title={name}>
        {name}
      </span>
    );
  }
  return (
    <img
      className="qs-card__logo"
      src={src}
      alt={name}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

/** The names of the country's clinics, read from the clinic filter's own list. */
function useClinicNames(enabled: boolean): ReadonlyMap<number, string> {
  const client = useApiClient();
  const clinics = useQuery({ ...coverageOrganizationsQueryOptions(client), enabled });
  return useMemo(
    () => new Map((clinics.data ?? []).map((clinic) => [clinic.id, clinic.displayName])),
    [clinics.data],
  );
}

/**
 * One insurance card of the results listing (comparator spec §2-§4, §9). The card itself holds
 * what changes while it waits (its visibility and whether it is busy); its content is a
 * memoised part that renders again only when the listing or its own information changes, so
 * that the first report of the visibility observer (every card out of view stops waiting) or a
 * card's loading state costs the frame alone, not twenty cards' prices and texts.
 */
export function ProductCard(props: ProductCardProps) {
  const { product, view } = props;
  const visit = usePartner();
  const hideShowcase = props.partner
    ? props.partner.hideShowcase === true
    : visit?.data.disableShowcase === true;
  const promoted = product.isPromoted === true && !hideShowcase;
  const ref = useRef<HTMLElement>(null);
  const { visible, waiting } = useVisible(ref);
  const [loading, setLoading] = useState(false);
  return (
    <article
      ref={ref}
      className={`qs-card qs-card--${view}${promoted ? " qs-card--promoted" : ""}`}
      aria-labelledby={cardTitleId(product)}
      // Busy while its delay runs and while its coverages, benefits, offers or price load.
      aria-busy={waiting || loading || undefined}
      data-product-id={product.id}
    >
      <CardContent {...props} visible={visible} onLoadingChange={setLoading} />
    </article>
  );
}

function cardTitleId(product: ProductItem) {
  return `qs-card-title-${product.id}`;
}

interface CardContentProps extends ProductCardProps {
  /** The card has stayed in view for its delay: its information loads. */
  visible: boolean;
  /** Told, before the browser paints, whether the card's information is loading. */
  onLoadingChange: (loading: boolean) => void;
}

/** What a card shows: its header, price, coverages, benefits, offers and actions. */
const CardContent = memo(function CardContent({
  product,
  view,
  compare,
  partner: asked,
  coverageOrganizations = [],
  onOpenDetail,
  now = new Date(),
  visible,
  onLoadingChange,
}: CardContentProps) {
  const { t } = useTranslation();
  // A partner's switches (profile spec §6): no request button, no comparator score, no showcase.
  const visit = usePartner();
  const partner: PartnerSettings = asked ?? {
    disableRequest: visit?.data.disableRequestButton === true,
    hideScore: visit?.data.hideScoreInfo === true,
    hideShowcase: visit?.data.disableShowcase === true,
  };
  const config = useCountryConfig();
  const money = useMoneyFormat();
  const catalogLang = useCatalogLang();
  const info = useProductInformation(product, visible, coverageOrganizations);
  const loading =
    info.coverages.isFetching ||
    info.features.isFetching ||
    info.offers.isFetching ||
    info.paymentInfo.isFetching ||
    info.price.query.isFetching;
  // A layout effect: the frame is marked busy in the same commit, so nothing sees the card's
  // loading text on a card that says it has settled.
  useLayoutEffect(() => onLoadingChange(loading), [loading, onLoadingChange]);
  const detailPath = productDetailPath(config, product);
  const collective = isCollectiveProduct(product.insuranceType);
  const promoted = product.isPromoted === true && !partner.hideShowcase;
  const badges = productBadges(product, now).filter((badge) => badge !== "promoted" || promoted);
  const affinity = partner.hideScore ? null : formatAffinity(product.distance);

  const warning = collectiveWarning(
    product,
    collective ? companyHeadcount(info.price.profile as CompanyProfile) : null,
  );
  const profileAmount = info.price.amount;
  const amount = profileAmount ?? product.price?.minPrice ?? product.priceRange?.from ?? null;
  const unit = product.price?.unit?.code ?? product.priceRange?.unit?.code;
  const priceOptions = {
    paymentMode: product.price?.paymentMode,
    collective: collective ? ("perEmployee" as const) : null,
  };
  const price =
    amount === null || amount === undefined ? null : money.price(amount, unit, priceOptions);
  const before =
    info.price.before == null ? null : money.price(info.price.before, unit, priceOptions);
  const showFrom = profileAmount == null && product.priceRange?.from != null;
  const priceKind = info.price.tooltipKind;

  const tags = info.coverages.data?.tags ?? [];
  const features = info.features.data ?? [];
  const benefits = visibleBenefits(features, view);
  const online = sellsOnline(product);
  const color = product.insuranceType?.color ?? "var(--qs-color-brand)";
  const titleId = cardTitleId(product);
  const clinicNames = useClinicNames(coverageOrganizations.length > 0);

  return (
    <>
      <header className="qs-card__header">
        <Logo product={product} />
        {product.insuranceType && (
          <span
            className="qs-card__category"
            style={{ "--qs-category-color": color } as CSSProperties}
          >
            {product.insuranceType.displayName}
          </span>
        )}
      </header>
      <div className="qs-card__body">
        <ProductBadges badges={badges} />
        <h3 id={titleId} className="qs-card__title">
          {product.displayName}
        </h3>
        <p className="qs-card__insurer">{product.organization?.displayName}</p>
        <QualitySummary quality={product.organization?.quality} />
        {price && (
          <p className="qs-card__price">
            {showFrom && <span className="qs-card__from">{t("comparator.from")} </span>}
            <strong>{price}</strong>
            {before && (
              <span className="qs-card__before">
                {" "}
                {t("comparator.priceBefore")} <s>{before}</s>
              </span>
            )}
            <ProfilePriceTooltip
              kind={priceKind}
              profile={profileAmount == null ? null : info.price.profile}
              uf={info.price.uf}
            />
            {profileAmount != null && priceKind !== "collective" && (
              <span className="qs-card__insured">
                {" "}
                <InsurablePersons profile={info.price.profile} pets={priceKind === "pets"} />
              </span>
            )}
          </p>
        )}
        {product.insuranceMetadata?.metadata?.price_detail?.age_range && (
          <p className="qs-card__price-detail">
            {product.insuranceMetadata.metadata.price_detail.age_range}
          </p>
        )}
        {isIsaprePlan(product) && (
          <IsaprePriceBlock
            product={product}
            price={info.price.query.data}
            pending={info.price.query.isPending}
          />
        )}
        {warning && (
          <p
            className={`qs-card__collective${warning.shortBy ? " qs-card__collective--short" : ""}`}
          >
            {t("comparator.minimumEmployees", { count: warning.minimum })}
            {warning.shortBy && (
              <strong>
                {" "}
                {t("comparator.headcountShort", {
                  count: warning.shortBy.headcount,
                  minimum: warning.shortBy.minimum,
                })}
              </strong>
            )}
          </p>
        )}
        {affinity && (
          <p className="qs-card__affinity" title={t("comparator.affinityHint")}>
            {t("comparator.affinity")}: <strong>{affinity}</strong>
          </p>
        )}
        <YearlyCost
          price={info.price.query.data}
          pending={visible && info.price.query.isPending}
          forProfile={hasEnteredProfile(info.price.profile)}
          kind={info.price.tooltipKind}
        />
        <div className="qs-card__coverages">
          {!visible || info.coverages.isPending ? (
            <p className="qs-card__loading">{t("comparator.loadingInformation")}</p>
          ) : info.coverages.isError ? (
            <LoadError compact onRetry={() => void info.coverages.refetch()} />
          ) : tags.length === 0 ? (
            <p className="qs-card__no-coverage">{t("comparator.noCoverageInfo")}</p>
          ) : (
            <ul className="qs-card__tags" lang={catalogLang}>
              {visibleCoverageTags(tags).map((tag) => (
                <li key={tag.name} className="qs-card__tag">
                  {tag.name}
                </li>
              ))}
            </ul>
          )}
        </div>
        {benefits.shown.length > 0 && (
          <div className="qs-card__benefits">
            <span className="qs-card__benefits-title">{t("comparator.otherBenefits")}</span>
            <ul lang={catalogLang}>
              {benefits.shown.map((feature) => (
                <li key={feature.id ?? feature.name}>{feature.displayName ?? feature.name}</li>
              ))}
              {benefits.overflowLabel && (
                <li className="qs-card__benefits-more">{benefits.overflowLabel}</li>
              )}
            </ul>
          </div>
        )}
        {coverageOrganizations.length > 0 && product.network && (
          <ChosenNetwork network={product.network} names={clinicNames} />
        )}
        <ProductOffers state={info.offers.data} />
      </div>
      <footer className="qs-card__actions">
        {detailPath ? (
          // A link to the detail page; a plain press opens it over the listing when it can.
          <Link
            to={detailPath}
            className={buttonClass("secondary")}
            onClick={(event) => {
              if (!onOpenDetail || !plainPress(event)) return;
              event.preventDefault();
              onOpenDetail(product);
            }}
          >
            {t("comparator.detail")}
          </Link>
        ) : (
          onOpenDetail && (
            <Button variant="secondary" onClick={() => onOpenDetail(product)}>
              {t("comparator.detail")}
            </Button>
          )
        )}
        {!partner.disableRequest && detailPath && (
          <Link to={tabPath(detailPath, "Solicitar")} className={buttonClass("primary")}>
            {online ? t("comparator.buy") : t("comparator.interested")}
          </Link>
        )}
        {online && product.productCode && (
          <Link
            className="qs-card__online"
            to={`/Compra-Online/${product.productCode}`}
            reloadDocument
          >
            {t("comparator.buyOnline")}
          </Link>
        )}
        <ProfileDialogLink className="qs-card__profile" product={product}>
          {t("comparator.enterProfile")}
        </ProfileDialogLink>
        {compare && (
          <label className="qs-card__compare">
            <input
              type="checkbox"
              checked={compare.checked}
              disabled={compare.disabled}
              onChange={(event) => compare.onChange(event.target.checked)}
            />
            {t("comparator.compare")}
          </label>
        )}
      </footer>
    </>
  );
});
