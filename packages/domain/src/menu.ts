import { z } from "zod";
import { type LabelTranslations, labelTranslationsSchema } from "./label-translations";

/** Header menu built from categories with sub-menus (GET /api/menu; profile spec §2 "Header"). */

export type MenuItem = {
  label: string;
  url?: string | null | undefined;
  children?: MenuItem[] | null | undefined;
  /** The label in English and Portuguese, as stored; answers carry the asked language instead. */
  translations?: LabelTranslations | undefined;
  [key: string]: unknown;
};

export const menuItemSchema: z.ZodType<MenuItem> = z.looseObject({
  label: z.string(),
  url: z.string().nullish(),
  translations: labelTranslationsSchema.optional(),
  get children() {
    return z.array(menuItemSchema).nullish();
  },
});

export const menuSchema = z.array(menuItemSchema);
export type Menu = z.infer<typeof menuSchema>;
