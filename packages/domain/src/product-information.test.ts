import { describe, expect, it } from "vitest";
import { productInformationSchema } from "./product-information";

describe("productInformationSchema", () => {
  it("parses everything loaded for a card", () => {
    const parsed = productInformationSchema.parse({
      productId: 2434,
      coverages: { tags: [{ name: "Urgencias", icon: "ambulance" }], coverages: [] },
      features: [{ name: "Telemedicina" }],
      offers: {
        status: "available",
        data: [{ offerType: { name: "stock" }, discount: { unitCode: "COP", amount: 20000 } }],
      },
      paymentInfo: { paymentInfoResponse: { paymentMethods: [{ kind: "tdc" }] } },
      profilePrice: {
        total: { profilesWithPrice: 1, profilesEvaluated: 1, arePricesDefined: true },
      },
    });
    expect(parsed.coverageError).toBe(false);
    expect(parsed.offers?.status === "available" && parsed.offers.data[0]?.offerType.name).toBe(
      "STOCK",
    );
  });

  it("keeps an exhausted offer as 0 and a failed coverage load as an error flag", () => {
    const parsed = productInformationSchema.parse({
      productId: 1,
      offers: { status: "exhausted", value: 0, text: "Promoción Cyber Agotada. Precio normal" },
      coverages: null,
      coverageError: true,
    });
    expect(parsed.offers).toMatchObject({ status: "exhausted", value: 0 });
    expect(parsed.coverageError).toBe(true);
  });

  it("refuses information without the product id", () => {
    const result = productInformationSchema.safeParse({ features: [] });
    expect(result.error?.issues[0]?.path).toEqual(["productId"]);
  });
});
