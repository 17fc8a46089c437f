import { describe, expect, it } from "vitest";
import {
  cardRejectionMessages,
  declineReasonMessage,
  declineReasons,
  GENERIC_PAYMENT_ERROR,
  kCodeMeanings,
  kCodeMessages,
  paymentErrorMessage,
  providerErrorMessages,
} from "./payment-errors";

describe("provider error codes", () => {
  it.each([
    1000, 2002, 2004, 2006, 2062, 2007, 2009, 2059, 2072, 4037, 2077, 2198, 3000, 3012, 3013, 3015,
    3016, 3024, 3031, 4000, 4020, 4038, 4039, 4050, 4292, 6033, 7523,
  ])("maps %i to its own Spanish message", (code) => {
    const message = providerErrorMessages[code];
    expect(message).toBeDefined();
    expect(message).not.toBe(GENERIC_PAYMENT_ERROR);
    expect(paymentErrorMessage(code)).toBe(message);
  });

  it("covers only codes of the listed ranges", () => {
    const singles = [
      1000, 2002, 2004, 2006, 2062, 2007, 2009, 2059, 2072, 4037, 2077, 2198, 4292, 6033, 7523,
    ];
    for (const code of Object.keys(providerErrorMessages).map(Number)) {
      const inRange = (code >= 3000 && code <= 3031) || (code >= 4000 && code <= 4050);
      expect(inRange || singles.includes(code)).toBe(true);
    }
  });

  it("gives 2006 and 2062 (invalid card token) the same message, and 2072 and 4037 (invalid amount)", () => {
    expect(providerErrorMessages[2006]).toBe(providerErrorMessages[2062]);
    expect(providerErrorMessages[2072]).toBe(providerErrorMessages[4037]);
  });

  it("says what the named codes mean", () => {
    expect(providerErrorMessages[3012]).toMatch(/código de seguridad/i);
    expect(providerErrorMessages[3013]).toMatch(/código de seguridad/i);
    expect(providerErrorMessages[3015]).toMatch(/número de tarjeta/i);
    expect(providerErrorMessages[3016]).toMatch(/número de tarjeta/i);
    expect(providerErrorMessages[3024]).toMatch(/devoluciones parciales/i);
    expect(providerErrorMessages[4020]).toMatch(/https/);
    expect(providerErrorMessages[4038]).toMatch(/mayor que el monto/);
    expect(providerErrorMessages[4039]).toMatch(/negativa/);
    expect(providerErrorMessages[4050]).toMatch(/correo/);
    expect(providerErrorMessages[4292]).toMatch(/idempotencia/);
    expect(providerErrorMessages[7523]).toMatch(/vencimiento/);
  });

  it("reads numeric codes given as strings", () => {
    expect(paymentErrorMessage("3016")).toBe(providerErrorMessages[3016]);
    expect(paymentErrorMessage(" 4050 ")).toBe(providerErrorMessages[4050]);
  });
});

describe("card rejection statuses", () => {
  const statuses = [
    "bank_error",
    "cc_rejected_3ds_mandatory",
    "bad_filled_card_number",
    "bad_filled_date",
    "bad_filled_other",
    "bad_filled_security_code",
    "blacklist",
    "call_for_authorize",
    "card_disabled",
    "card_error",
    "duplicated_payment",
    "high_risk",
    "insufficient_amount",
    "invalid_installments",
    "max_attempts",
    "other_reason",
    "cc_amount_rate_limit_exceeded",
    "rejected_insufficient_data",
    "rejected_by_bank",
    "rejected_by_regulations",
  ];

  it("has a message for each of the 20 statuses and no other", () => {
    expect(Object.keys(cardRejectionMessages).sort()).toEqual([...statuses].sort());
  });

  it.each(statuses)("%s reads as its own message", (status) => {
    expect(paymentErrorMessage(status)).toBe(cardRejectionMessages[status]);
  });

  it("also reads statuses written with the cc_rejected_ prefix", () => {
    expect(paymentErrorMessage("cc_rejected_bad_filled_date")).toBe(
      cardRejectionMessages.bad_filled_date,
    );
    expect(paymentErrorMessage("cc_rejected_insufficient_amount")).toBe(
      cardRejectionMessages.insufficient_amount,
    );
  });
});

describe("the other provider's codes", () => {
  it("pairs the seven codes with the seven meanings, one to one", () => {
    expect(Object.keys(kCodeMeanings).sort()).toEqual([
      "577",
      "K004",
      "K011",
      "K017",
      "K027",
      "K322",
      "K505",
    ]);
    expect(new Set(Object.values(kCodeMeanings))).toEqual(
      new Set([
        "declined",
        "security-rule",
        "timeout",
        "expired-card",
        "invalid-credentials",
        "unsupported-card",
        "rejected",
      ]),
    );
  });

  it("gives each code its message, in any case", () => {
    for (const code of Object.keys(kCodeMeanings)) {
      expect(paymentErrorMessage(code)).toBe(kCodeMessages[code]);
    }
    expect(paymentErrorMessage("k017")).toBe(kCodeMessages.K017);
    expect(paymentErrorMessage(577)).toBe(kCodeMessages["577"]);
  });

  it("says an expired card is expired and a timeout is a timeout", () => {
    expect(kCodeMessages.K017).toMatch(/vencida/);
    expect(kCodeMessages.K027).toMatch(/tiempo de espera/);
  });
});

describe("processor decline reasons", () => {
  it("has about 30 English reasons, among them the ones the spec names", () => {
    expect(declineReasons.length).toBeGreaterThanOrEqual(28);
    expect(declineReasons.length).toBeLessThanOrEqual(32);
    const reasons = declineReasons.map((entry) => entry.reason.toLowerCase());
    for (const named of [
      "suspected fraud",
      "insufficient funds",
      "restricted card",
      "invalid card number",
      "cvv failure",
      "do not honor",
      "expired card",
      "closed account",
      "stolen card",
      "pin tries exceeded",
    ]) {
      expect(reasons).toContain(named);
    }
  });

  it("advises retrying, contacting the bank or using another method", () => {
    expect(declineReasonMessage("Do not honor")).toMatch(/Comunícate con tu banco/);
    expect(declineReasonMessage("Insufficient funds")).toMatch(/otro medio de pago/);
    expect(declineReasonMessage("Issuer unavailable")).toMatch(/Intenta nuevamente/);
  });

  it("matches reasons regardless of case and spacing", () => {
    expect(paymentErrorMessage("  EXPIRED CARD ")).toBe(declineReasonMessage("Expired card"));
  });
});

describe("paymentErrorMessage fallback", () => {
  it.each([undefined, null, "", "9999", 1, "something_else"])(
    "gives the generic message for %s",
    (code) => {
      expect(paymentErrorMessage(code)).toBe(GENERIC_PAYMENT_ERROR);
    },
  );
});
