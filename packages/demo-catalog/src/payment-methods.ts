import type { CountryId } from "@qs/domain/country-config";
import type { PaymentInfo, PaymentMethod } from "@qs/domain/payment-info";
import { CHILE, COLOMBIA, INTERNATIONAL, PERU } from "./markets";

/** Payment methods each market offers for products sold online, and for those sold through an executive. */

const method = (
  id: number,
  name: string,
  displayName: string,
  kind: string,
  provider: string,
  flowType: string,
): PaymentMethod => ({ id, name, displayName, kind, provider, flowType, enabled: true });

const onlineMethods: Record<CountryId, readonly PaymentMethod[]> = {
  [COLOMBIA]: [
    method(1, "tdc", "Tarjeta de crédito", "tdc", "kushki", "tdc-subscriptions"),
    method(2, "tdd", "Tarjeta débito", "tdd", "kushki", "tdd-subscriptions"),
    method(
      3,
      "pse",
      "PSE - Débito desde tu cuenta bancaria",
      "transfer",
      "kushki",
      "transfer-one-time",
    ),
  ],
  [CHILE]: [
    method(
      11,
      "webpay-oneclick",
      "Webpay Oneclick (cargo mensual)",
      "t",
      "transbank",
      "t-subscriptions-one-click",
    ),
    method(12, "webpay", "Webpay Plus", "t", "kushki_ad", "t-one-time"),
    method(
      13,
      "transferencia",
      "Transferencia bancaria",
      "transfer",
      "linkify",
      "transfer-one-time",
    ),
  ],
  [PERU]: [
    method(21, "tdc", "Tarjeta de crédito", "tdc", "mercadopago", "tdc-subscriptions"),
    method(22, "tdd", "Tarjeta de débito", "tdd", "mercadopago", "tdd-one-time"),
  ],
  [INTERNATIONAL]: [
    method(31, "tdc", "Tarjeta de crédito internacional", "tdc", "kushki", "tdc-one-time"),
    method(
      32,
      "wire",
      "Transferencia internacional",
      "transfer_non_automated",
      "queseguro",
      "transfer-one-time-non-automated",
    ),
  ],
};

const executiveMethods: Record<CountryId, readonly PaymentMethod[]> = {
  [COLOMBIA]: [
    method(
      4,
      "debito-automatico",
      "Débito automático",
      "transfer_non_automated",
      "queseguro",
      "transfer-one-time-non-automated",
    ),
  ],
  [CHILE]: [
    method(
      14,
      "pac",
      "PAC - Cargo en cuenta corriente",
      "transfer_non_automated",
      "queplan",
      "transfer-one-time-non-automated",
    ),
  ],
  [PERU]: [
    method(
      23,
      "sin-pago",
      "Pago con la póliza emitida",
      "no_payment",
      "queplan",
      "no-payment-one-time",
    ),
  ],
  [INTERNATIONAL]: [
    method(
      32,
      "wire",
      "Transferencia internacional",
      "transfer_non_automated",
      "queseguro",
      "transfer-one-time-non-automated",
    ),
  ],
};

/**
 * Payment information of a product: online products take the market's card
 * and transfer methods; the others are paid as the executive arranges.
 * Some executive-sold products have no payment information at all (null).
 */
export function paymentInfoFor(
  countryId: CountryId,
  salesChannels: readonly string[],
  withExecutiveMethods: boolean,
): PaymentInfo | null {
  const online = salesChannels.includes("online");
  if (!online && !withExecutiveMethods) return null;
  return {
    paymentInfoResponse: {
      paymentMethods: (online ? onlineMethods[countryId] : executiveMethods[countryId]).map(
        (entry) => ({ ...entry }),
      ),
      salesChannel: [...salesChannels],
    },
  };
}
