/**
 * The query of a purchase's address (`/Compra-Online/{code}/{step}?session=…&sessionType=compra
 * &pago=…`), read without zod so the route tree stays small: the draft's token, the kind of
 * session, and the payment the buyer comes back from. Anything else is dropped, and a value
 * of the wrong shape reads as absent.
 */

/** The only kind of session a purchase address carries. */
export const PURCHASE_SESSION_TYPE = "compra";

export interface PurchaseSearch {
  /** The draft's token (a 43-character capability). */
  session?: string;
  sessionType?: typeof PURCHASE_SESSION_TYPE;
  /** The payment the provider sent the buyer back from. */
  pago?: string;
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const PAYMENT_ID = /^[A-Za-z0-9_-]{1,100}$/;

const text = (value: unknown) => (typeof value === "string" ? value.trim() : undefined);

export function validatePurchaseSearch(search: Record<string, unknown>): PurchaseSearch {
  const session = text(search.session);
  const sessionType = text(search.sessionType);
  const pago = text(search.pago);
  return {
    ...(session && TOKEN.test(session) ? { session } : {}),
    ...(sessionType === PURCHASE_SESSION_TYPE ? { sessionType } : {}),
    ...(pago && PAYMENT_ID.test(pago) ? { pago } : {}),
  };
}
