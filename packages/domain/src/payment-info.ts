import { z } from "zod";
import { salesChannelListSchema } from "./sales-channel";

/**
 * Payment information of a product (comparator spec §3
 * paymentInfo.paymentInfoResponse.paymentMethods; back-office spec §9
 * payment providers and methods).
 */

export const paymentFlowTypeSchema = z.enum([
  "t-one-time",
  "tdc-one-time",
  "t-subscriptions",
  "t-subscriptions-one-click",
  "tdc-subscriptions",
  "tdd-one-time",
  "tdd-subscriptions",
  "transfer-one-time",
  "transfer-one-time-non-automated",
  "deferred_options",
  "no-payment-one-time",
  "changeDate",
  "requestRefund",
]);
export type PaymentFlowType = z.infer<typeof paymentFlowTypeSchema>;

/**
 * One payment method offered for a product. Kind, provider and flow type are
 * kept as strings so an unknown value from the API does not break parsing;
 * the enums above list the known ones.
 */
export const paymentMethodSchema = z.looseObject({
  id: z.union([z.number().int(), z.string()]).nullish(),
  name: z.string().nullish(),
  displayName: z.string().nullish(),
  kind: z.string().nullish(),
  provider: z.string().nullish(),
  flowType: z.string().nullish(),
  enabled: z.boolean().nullish(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentInfoSchema = z.looseObject({
  paymentInfoResponse: z
    .looseObject({
      paymentMethods: z.array(paymentMethodSchema).default([]),
      salesChannel: salesChannelListSchema.nullish(),
    })
    .nullish(),
});
export type PaymentInfo = z.infer<typeof paymentInfoSchema>;
