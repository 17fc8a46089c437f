import { z } from "zod";

/**
 * Sales channels of a product. The API sends a list or a single value; both
 * parse to a list. A product whose channels include 'online' shows 'Compra Online'.
 */
export const salesChannelListSchema = z.preprocess(
  (value) => (typeof value === "string" ? [value] : value),
  z.array(z.string()),
);
