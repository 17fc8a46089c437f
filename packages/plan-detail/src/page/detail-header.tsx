import { isCollectiveProduct } from "@qs/domain/collective";
import { hasEnteredProfile } from "@qs/domain/entered-profile";
import { isIsaprePlan } from "@qs/domain/isapre-plan";
import type { ProductItem } from "@qs/domain/product";
import { DataDate } from "@qs/product-display/data-date";
import { useMoneyFormat } from "@qs/product-display/format-product-price";
import { IsaprePriceBlock } from "@qs/product-display/isapre-price-block";
import { ProductBadges, productBadges } from "@qs/product-display/product-badges";
import { YearlyCost } from "@qs/product-display/yearly-cost";
import { ConsentPrompt } from "@qs/profile-forms/consent-prompt";
import { InsurablePersons } from "@qs/profile-forms/insurable-persons";
import { ProfileDialogLink } from "@qs/profile-forms/profile-dialog-link";
import { ProfilePriceTooltip } from "@qs/profile-forms/profile-price-tooltip";
import { useProfilePrice } from "@qs/profile-forms/use-profile-price";
import { buttonClass } from "@qs/ui/button";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export interface DetailHeaderProps {
  product: ProductItem;
  /** Over the price: the profile tooltip and the insurable-persons message. */
  priceSlot?: ReactNode;
}

/** Plan name, insurer, category, badges and price. */
export function DetailHeader({ product, priceSlot }: DetailHeaderProps) {
  const { t } = useTranslation();
  const logo = product.insuranceMetadata?.metadata?.logo ?? product.organization?.metadata?.image;
  return (
    <header className="qs-detail__header">
      {logo && <img className="qs-detail__logo" src={logo} alt="" width={160} height={64} />}
      <div className="qs-detail__title">
        {product.insuranceType?.displayName && (
          <span className="qs-detail__category">{product.insuranceType.displayName}</span>
        )}
        <h1 id="qs-detail-title">{product.displayName}</h1>
        {product.organization?.displayName && (
          <p className="qs-detail__insurer">
            {t("detail.insurer")}: {product.organization.displayName}
          </p>
        )}
        <ProductBadges badges={productBadges(product, new Date())} />
        <DataDate updatedAt={product.updatedAt} />
      </div>
      <div className="qs-detail__price">{priceSlot ?? <DetailPrice product={product} />}</div>
    </header>
  );
}

/**
 * The price for the visitor's stored profile, with what it assumes and who it counts; before a
 * profile is priced, the list price ('desde') and the way to enter a profile.
 */
function DetailPrice({ product }: { product: ProductItem }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const price = useProfilePrice(product, true);
  const listAmount = product.price?.minPrice ?? product.priceRange?.from;
  const amount = price.amount ?? listAmount;
  if (amount == null) return null;
  const priced = price.amount != null;
  const format = (value: number) =>
    money.price(value, product.price?.unit?.code ?? product.priceRange?.unit?.code, {
      paymentMode: product.price?.paymentMode,
      collective: isCollectiveProduct(product.insuranceType) ? "perEmployee" : null,
    });
  return (
    <>
      <p>
        <span>{priced ? t("detail.priceForProfile") : t("detail.priceFrom")}</span>{" "}
        <strong>{format(amount)}</strong>
        {price.before != null && (
          <span className="qs-detail__before">
            {" "}
            {t("comparator.priceBefore")} <s>{format(price.before)}</s>
          </span>
        )}
        <ProfilePriceTooltip
          kind={price.tooltipKind}
          profile={priced ? price.profile : null}
          uf={price.uf}
        />
      </p>
      {priced && price.tooltipKind !== "collective" && (
        <p className="qs-detail__insured">
          <InsurablePersons profile={price.profile} pets={price.tooltipKind === "pets"} />
        </p>
      )}
      {isIsaprePlan(product) && (
        <IsaprePriceBlock
          product={product}
          price={price.query.data}
          pending={price.query.isPending}
          variant="header"
        />
      )}
      <YearlyCost
        price={price.query.data}
        pending={price.query.isPending}
        forProfile={priced && hasEnteredProfile(price.profile)}
        kind={price.tooltipKind}
        variant="header"
      />
      <ConsentPrompt productType={product.insuranceType?.name} compact />
      <ProfileDialogLink className={buttonClass("secondary")} product={product}>
        {priced ? t("detail.changeProfile") : t("comparator.enterProfile")}
      </ProfileDialogLink>
    </>
  );
}
