import type { OfferList } from "@qs/domain/offer";
import { type OfferState, offerText, offerTypeOf } from "@qs/domain/offer-state";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { useTranslation } from "react-i18next";
import { formatPlainAmount } from "./format-product-price";

/** The offers of a card: the five offer types, or the exhausted text after a 204. */
export function ProductOffers({ state }: { state: OfferState<OfferList> | null | undefined }) {
  const { t } = useTranslation();
  const config = useCountryConfig();
  if (!state) return null;
  if (state.status === "exhausted") {
    return <p className="qs-card__offer qs-card__offer--exhausted">{state.text}</p>;
  }
  const formatAmount = (amount: number) => formatPlainAmount(config, amount);
  return (
    <ul className="qs-card__offers">
      {state.data.map((offer, index) => {
        const type = offerTypeOf(offer);
        const text =
          offerText(offer, { offers: state.data, formatAmount }) ??
          (type === "PARCELED"
            ? t("comparator.offerParceled")
            : type === "AGGREGATE"
              ? t("comparator.offerAggregate")
              : null);
        if (!text) return null;
        return (
          <li
            key={offer.id ?? index}
            className={`qs-card__offer qs-card__offer--${(type ?? "other").toLowerCase()}`}
          >
            {text}
          </li>
        );
      })}
    </ul>
  );
}
