import type { OfferList } from "@qs/domain/offer";
import {
  type OfferContent,
  type OfferState,
  offerContent,
  offerTypeOf,
} from "@qs/domain/offer-state";
import { useMoneyFormat } from "@qs/product-display/format-product-price";
import { useTranslation } from "react-i18next";

type Translate = ReturnType<typeof useTranslation>["t"];

/** What an offer says in the page's words ('Quedan 4 cupos disponibles', '15% de descuento'). */
function offerContentText(
  content: OfferContent,
  t: Translate,
  amount: (value: number) => string,
): string {
  switch (content.kind) {
    case "giftCard":
      return t("comparator.offerGiftCard");
    case "stock":
      return t("comparator.offerStock", { count: content.remaining });
    case "percentDiscount":
      return t("comparator.offerPercentDiscount", { percent: content.amount });
    case "amountDiscount":
      return t("comparator.offerAmountDiscount", { amount: amount(content.amount) });
  }
}

/** The offers of a card: the five offer types, or the exhausted text after a 204. */
export function ProductOffers({
  state,
}: {
  /** The answer of the offer call: the offers, the exhausted offer, or nothing to show. */
  state: OfferState<OfferList> | null | undefined;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  if (!state) return null;
  if (state.status === "exhausted") {
    return (
      <p className="qs-card__offer qs-card__offer--exhausted">{t("comparator.offerExhausted")}</p>
    );
  }
  return (
    <ul className="qs-card__offers">
      {state.data.map((offer, index) => {
        const type = offerTypeOf(offer);
        const content = offerContent(offer, state.data);
        const text = content
          ? offerContentText(content, t, (amount) => money.amount(amount))
          : type === "PARCELED"
            ? t("comparator.offerParceled")
            : type === "AGGREGATE"
              ? t("comparator.offerAggregate")
              : null;
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
