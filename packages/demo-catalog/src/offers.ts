import type { OfferTypeName } from "@qs/domain/offer";
import type { DemoOffer } from "./catalog-contract";
import type { PriceUnitCode } from "./catalog-specs";
import { formatAmount } from "./markets";
import type { Random } from "./random";

/**
 * Offers of the five types: a discount (percent or fixed), instalment
 * discounts ('installments;value'), an added benefit at no cost (no price
 * discount), a gift card and a limited stock of discounted sales. A stock
 * offer with 0 units left is exhausted: the offers call answers 204.
 */

export interface OfferContext {
  id: number;
  productName: string;
  productCode: string;
  unit: PriceUnitCode;
  minPrice: number;
}

/** Gift card amount by market currency: the site's text speaks of $20.000 pesos. */
const giftCards: Record<PriceUnitCode, { unitCode: string; amount: number }> = {
  COP: { unitCode: "COP", amount: 20000 },
  CLP: { unitCode: "CLP", amount: 20000 },
  UF: { unitCode: "CLP", amount: 20000 },
  PEN: { unitCode: "PEN", amount: 70 },
  USD: { unitCode: "USD", amount: 20 },
};

const addOns = [
  { name: "Asistencia dental", description: "Plan dental sin costo durante los primeros 12 meses" },
  {
    name: "Telemedicina familiar",
    description: "Telemedicina ilimitada para todo el grupo familiar sin costo",
  },
  { name: "Chequeo preventivo", description: "Chequeo médico preventivo anual incluido" },
  {
    name: "Asistencia en viaje",
    description: "Asistencia en viaje por 30 días al año sin costo adicional",
  },
];

const product = (ctx: OfferContext) => ({
  displayName: ctx.productName,
  productCode: ctx.productCode,
});

export function buildOffer(
  type: OfferTypeName,
  ctx: OfferContext,
  random: Random,
  stock?: number,
): DemoOffer {
  switch (type) {
    case "DISCOUNT": {
      const fixed = random.chance(0.3) && ctx.unit !== "UF";
      const amount = fixed
        ? ctx.unit === "COP" || ctx.unit === "CLP"
          ? Math.round((ctx.minPrice * 0.1) / 1000) * 1000 || 1000
          : Math.max(5, Math.round(ctx.minPrice * 0.1))
        : random.pick([10, 12, 15, 20]);
      return {
        id: ctx.id,
        stock: null,
        offer: {
          id: ctx.id,
          offerType: { name: "DISCOUNT" },
          discount: {
            unitCode: fixed ? ctx.unit : "percent",
            amount,
            salesLimitQuantityEnable: false,
          },
          product: product(ctx),
          description: fixed
            ? `${formatAmount(amount, ctx.unit)} de descuento en las primeras 3 cuotas`
            : `${amount}% de descuento en las primeras 3 cuotas`,
        },
      };
    }
    case "PARCELED": {
      const parceled = random.pick([
        ["3;5", "6;8", "12;10"],
        ["2;3", "4;6", "12;12"],
        ["6;5", "12;10"],
      ]);
      return {
        id: ctx.id,
        stock: null,
        offer: {
          id: ctx.id,
          offerType: { name: "PARCELED" },
          discount: { unitCode: "percent", amount: 0, salesLimitQuantityEnable: false },
          parceledDiscounts: parceled,
          product: product(ctx),
          description:
            "Descuento por pago anticipado en cuotas: a más cuotas pagadas, mayor descuento",
        },
      };
    }
    case "AGGREGATE": {
      const addOn = random.pick(addOns);
      return {
        id: ctx.id,
        stock: null,
        offer: {
          id: ctx.id,
          offerType: { name: "AGGREGATE" },
          discount: { unitCode: "percent", amount: 0, salesLimitQuantityEnable: false },
          product: product(ctx),
          aggregate: { name: addOn.name, description: addOn.description },
          description: addOn.description,
        },
      };
    }
    case "GIFTCARD": {
      const card = giftCards[ctx.unit];
      return {
        id: ctx.id,
        stock: null,
        offer: {
          id: ctx.id,
          offerType: { name: "GIFTCARD" },
          discount: {
            unitCode: card.unitCode,
            amount: card.amount,
            salesLimitQuantityEnable: false,
          },
          product: product(ctx),
          description: "Gift card al contratar en línea, enviada por correo tras el primer pago",
        },
      };
    }
    case "STOCK": {
      const left = stock ?? random.int(3, 40);
      const amount = random.pick([25, 30, 35, 40]);
      return {
        id: ctx.id,
        stock: left,
        offer: {
          id: ctx.id,
          offerType: { name: "STOCK" },
          discount: {
            unitCode: "percent",
            amount,
            salesLimitQuantityEnable: true,
            salesLimitQuantity: left,
          },
          product: product(ctx),
          description: `Promoción Cyber: ${amount}% de descuento en el primer año para los primeros contratos`,
        },
      };
    }
  }
}
