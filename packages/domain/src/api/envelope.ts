import { z } from "zod";

/**
 * Answer envelopes. Catalogue answers carry `data` and `metadata`; the
 * metadata always says `demo: true` because the catalogue is demonstration
 * data, not insurers' real offers.
 */

export const demoMetadataSchema = z.looseObject({
  demo: z.literal(true),
  /** Country the answer was built for. */
  country: z.string().optional(),
  /** Number of items of a list answer. */
  count: z.number().int().nonnegative().optional(),
});

/** `{ data, metadata }` around one value. */
export function dataEnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ data, metadata: demoMetadataSchema });
}

/** `{ data: [...], metadata }` around a list. */
export function listEnvelopeSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), metadata: demoMetadataSchema });
}

/** `{ statusCode, data }`: the shape of the payment-info answers. */
export function statusEnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ statusCode: z.number().int(), data });
}
