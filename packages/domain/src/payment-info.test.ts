import { describe, expect, it } from "vitest";
import { paymentInfoSchema } from "./payment-info";

describe("paymentInfoSchema", () => {
  it("parses payment methods under paymentInfoResponse, keeping unknown fields", () => {
    const parsed = paymentInfoSchema.parse({
      paymentInfoResponse: {
        paymentMethods: [
          {
            id: 1,
            name: "Tarjeta de crédito",
            kind: "tdc",
            provider: "kushki_ad",
            installments: [1, 3],
          },
          { id: 2, name: "Transferencia", kind: "transfer", provider: "linkify" },
        ],
        salesChannel: "online",
      },
    });
    expect(parsed.paymentInfoResponse?.paymentMethods.map((method) => method.kind)).toEqual([
      "tdc",
      "transfer",
    ]);
    expect(parsed.paymentInfoResponse?.paymentMethods[0]).toMatchObject({ installments: [1, 3] });
    expect(parsed.paymentInfoResponse?.salesChannel).toEqual(["online"]);
  });

  it("gives an empty method list when the answer has none", () => {
    expect(
      paymentInfoSchema.parse({ paymentInfoResponse: {} }).paymentInfoResponse?.paymentMethods,
    ).toEqual([]);
  });

  it("refuses a payment method that is not an object", () => {
    const result = paymentInfoSchema.safeParse({
      paymentInfoResponse: { paymentMethods: ["tdc"] },
    });
    expect(result.error?.issues[0]?.path).toEqual(["paymentInfoResponse", "paymentMethods", 0]);
  });
});
