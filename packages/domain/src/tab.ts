import { z } from "zod";
import { labelTranslationsSchema } from "./label-translations";

/** Tabs of the plan detail page (profile spec §2 "Plan detail page", §3 "Tab"). */

/** A document shown in a tab (PDF viewer). */
export const tabFileSchema = z.looseObject({
  url: z.string(),
  /** Size in bytes. */
  size: z.number().nonnegative().nullish(),
});

export const tabSchema = z.looseObject({
  /** Path segment of the tab; empty for the first (home) tab. */
  url: z.string(),
  title: z.string(),
  class: z.string().nullish(),
  icon: z.string().nullish(),
  showIcon: z.boolean().nullish(),
  priority: z.number().nullish(),
  highlight: z.boolean().nullish(),
  hidden: z.boolean().nullish(),
  disabled: z.boolean().nullish(),
  headerFixed: z.boolean().nullish(),
  showContentChild: z.boolean().nullish(),
  file: tabFileSchema.nullish(),
  /** Moved into the 'Ver más' menu on mobile. */
  inMenuMore: z.boolean().nullish(),
  /** title in English and Portuguese, as stored; answers carry the asked language instead. */
  translations: labelTranslationsSchema.optional(),
});
export type Tab = z.infer<typeof tabSchema>;
