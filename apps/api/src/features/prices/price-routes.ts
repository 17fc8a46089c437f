import { dataEnvelopeSchema, statusEnvelopeSchema } from "@qs/domain/api/envelope";
import { errorBodySchema } from "@qs/domain/api/error-body";
import { apiPaths } from "@qs/domain/api/paths";
import { calculatePriceQuerySchema, offersQuerySchema } from "@qs/domain/api/price-requests";
import { idParamsSchema } from "@qs/domain/api/query-params";
import { PRODUCT_NOT_FOUND_MESSAGE, ufValueSchema } from "@qs/domain/api/reference-answers";
import { costProjectionSchema } from "@qs/domain/cost-projection";
import { offerListSchema } from "@qs/domain/offer";
import { paymentInfoSchema } from "@qs/domain/payment-info";
import {
  batchPriceAnswerSchema,
  calculatePriceRequestSchema,
  calculatePricesRequestSchema,
  profilePriceSchema,
} from "@qs/domain/profile-price";
import { z } from "zod";
import type { Executor } from "../../db/database";
import type { Router } from "../../http/define-route";
import { dataReply } from "../../http/envelopes";
import { empty, fail, json, type Reply } from "../../http/reply";
import { priceMemoryAt, priceProducts } from "./memory-prices";
import { priceProductForProfile, readPaymentInfo, readProductOffers } from "./product-price";
import { projectProductCost } from "./project-product-cost";
import { readUfValue } from "./read-uf-value";

export const UF_NOT_AVAILABLE_MESSAGE = "Valor de la UF no disponible";

const productNotFound = { description: PRODUCT_NOT_FOUND_MESSAGE, schema: errorBodySchema };

async function priceFor(db: Executor, input: Parameters<typeof priceProductForProfile>[1]) {
  const price = await priceProductForProfile(db, input);
  if (!price) throw fail(404, PRODUCT_NOT_FOUND_MESSAGE);
  return price;
}

/** Prices, the UF value and payment information (offers). */
export function registerPriceRoutes(router: Router): void {
  const priceAnswer = {
    200: { description: "The profile price", schema: dataEnvelopeSchema(profilePriceSchema) },
    404: productNotFound,
  };

  router.route({
    method: "post",
    path: apiPaths.insuranceByIdCalculatePrice,
    summary: "Price of a product for the visitor's profile",
    description:
      "Every person (or pet) is priced from the product's price table by age band and sex (species, breed and age for pets); a person no row covers gets method PriceNotFound.",
    tag: "Prices",
    workLimit: "pricing",
    params: idParamsSchema,
    body: calculatePriceRequestSchema,
    responses: priceAnswer,
    handler: async ({ db, params, body, country, now }) =>
      dataReply(
        await priceFor(db, {
          id: params.id,
          countryId: country.id,
          profile: body.profile,
          productType: body.productType ?? body.upperType,
          now,
        }),
        country,
      ),
  });

  router.route({
    method: "post",
    path: apiPaths.insuranceByIdCostProjection,
    summary: "What a plan will cost the household in each of the next ten years",
    description:
      "Each year every person is a year older and is priced from the plan's age bands, with the care expected at those ages (the yearly cost's usage profile); an Isapre plan's premiums grow by the Isapre's assumed yearly base-price adjustment (the average of its last five, `adjustmentSource`), compounded. Amounts in today's money otherwise; a UF plan's pesos at today's UF value.",
    tag: "Prices",
    workLimit: "pricing",
    params: idParamsSchema,
    body: calculatePriceRequestSchema,
    responses: {
      200: {
        description: "The ten years",
        schema: dataEnvelopeSchema(costProjectionSchema),
      },
      404: productNotFound,
    },
    handler: async ({ db, params, body, country, now }) => {
      const projection = await projectProductCost(db, {
        id: params.id,
        countryId: country.id,
        profile: body.profile,
        productType: body.productType ?? body.upperType,
        now,
      });
      if (!projection) throw fail(404, PRODUCT_NOT_FOUND_MESSAGE);
      return dataReply(projection, country);
    },
  });

  router.route({
    method: "post",
    path: apiPaths.insuranceCalculatePrices,
    summary: "Prices of many products for one profile (a listing page, a comparison)",
    description:
      "One request prices every product of a page: data is [{ id, price }] in the order of ids, price as POST /api/insurance/{id}/calculatePrice answers it, or null for a product the country does not list. Without a profile each product prices the default person. At most 50 ids.",
    tag: "Prices",
    workLimit: "pricing",
    body: calculatePricesRequestSchema,
    responses: {
      200: { description: "The prices", schema: dataEnvelopeSchema(batchPriceAnswerSchema) },
    },
    handler: async ({ db, deps, body, country, now }) => {
      const prices = await priceProducts(
        db,
        {
          ids: body.ids,
          countryId: country.id,
          profile: body.profile ?? null,
          productType: body.productType ?? body.upperType,
          now,
        },
        await priceMemoryAt(deps),
      );
      return dataReply(
        body.ids.map((id) => ({ id, price: prices.get(id) ?? null })),
        country,
      );
    },
  });

  router.route({
    method: "get",
    path: apiPaths.insuranceByIdCalculatePrice,
    summary: "Price of a product for the default profile (no data entered yet)",
    tag: "Prices",
    workLimit: "pricing",
    params: idParamsSchema,
    query: calculatePriceQuerySchema,
    cache: "server",
    responses: priceAnswer,
    handler: async ({ db, params, query, country, now }) =>
      dataReply(
        await priceFor(db, {
          id: params.id,
          countryId: country.id,
          profile: null,
          productType: query.productType,
          now,
        }),
        country,
      ),
  });

  router.route({
    method: "get",
    path: apiPaths.globalesUf,
    summary: "The UF value in pesos and its date",
    tag: "Prices",
    cache: "server",
    responses: {
      200: { description: "UF value", schema: dataEnvelopeSchema(ufValueSchema) },
      404: { description: UF_NOT_AVAILABLE_MESSAGE, schema: errorBodySchema },
    },
    handler: async ({ db, country, now }) => {
      const uf = await readUfValue(db, now);
      if (!uf) throw fail(404, UF_NOT_AVAILABLE_MESSAGE);
      return dataReply(uf, country);
    },
  });

  router.route({
    method: "get",
    path: apiPaths.qppaymentInsurancePaymentById,
    summary: "Payment information of a product (payment methods, sales channels)",
    tag: "Payments",
    params: idParamsSchema,
    cache: "server",
    responses: {
      200: {
        description: "Payment information",
        schema: statusEnvelopeSchema(paymentInfoSchema.nullable()),
      },
      404: productNotFound,
    },
    handler: async ({ db, params, country }) => {
      const paymentInfo = await readPaymentInfo(db, params.id, country.id);
      if (paymentInfo === undefined) throw fail(404, PRODUCT_NOT_FOUND_MESSAGE);
      return json({ statusCode: 200, data: paymentInfo });
    },
  });

  router.route({
    method: "get",
    path: apiPaths.qppaymentInsurancePaymentByProductCodeGetOffers,
    summary:
      "Offers of a product code: 200 with the offers, 204 when the offer's stock is exhausted",
    description:
      "Answers { statusCode: 200, data: [offers] } (an empty list when the product has none, or when hasOffer=false), or 204 with no body when every offer of the product is out of stock.",
    tag: "Payments",
    params: z.object({ productCode: z.string().trim().min(1).max(100) }),
    query: offersQuerySchema,
    cache: "client-only",
    responses: {
      200: { description: "The offers", schema: statusEnvelopeSchema(offerListSchema) },
      204: { description: "Offer exhausted ('Promoción Cyber Agotada. Precio normal')" },
      404: productNotFound,
    },
    handler: async ({ db, params, query, country }): Promise<Reply> => {
      const found = await readProductOffers(db, params.productCode, country.id, query.hasOffer);
      if (found === undefined) throw fail(404, PRODUCT_NOT_FOUND_MESSAGE);
      if (found === "exhausted") return empty(204);
      return json({ statusCode: 200, data: found });
    },
  });
}
