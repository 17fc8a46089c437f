import type { Config } from "../../../config";
import type { Clock } from "../../../platform/clock";
import { knownProviderKey, type PaymentProvider } from "./provider";
import { sandboxProvider } from "./sandbox";

/** The sandbox's own key: its notifications may also name it instead of the provider it plays. */
export const SANDBOX_PROVIDER_KEY = "sandbox";

/**
 * The provider behind a reference-data key (or the sandbox's own key). With PAYMENT_SANDBOX
 * on (development, tests, demonstrations) the sandbox answers for every key; no real provider
 * is wired yet, so with it off a hosted payment is refused (503) rather than sent anywhere.
 */
export function paymentProviderFor(
  key: string,
  config: Config,
  clock: Clock,
): PaymentProvider | null {
  if (!config.paymentSandbox) return null;
  const known = key === SANDBOX_PROVIDER_KEY ? key : knownProviderKey(key);
  return known ? sandboxProvider(known, config, clock) : null;
}

export const PROVIDER_UNAVAILABLE_MESSAGE =
  "Este medio de pago no está disponible en este momento. Elige otro o intenta más tarde.";
