import { z } from "zod";

/** A product feature (benefit) listed on cards: up to 4 in grid view, 15 in list view. */
export const featureSchema = z.looseObject({
  id: z.number().int().nullish(),
  name: z.string(),
  displayName: z.string().nullish(),
  description: z.string().nullish(),
  icon: z.string().nullish(),
  value: z.union([z.string(), z.number(), z.boolean()]).nullish(),
});
export type Feature = z.infer<typeof featureSchema>;
