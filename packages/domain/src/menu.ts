import { z } from "zod";

/** Header menu built from categories with sub-menus (GET /api/menu; profile spec §2 "Header"). */

export type MenuItem = {
  label: string;
  url?: string | null | undefined;
  children?: MenuItem[] | null | undefined;
  [key: string]: unknown;
};

export const menuItemSchema: z.ZodType<MenuItem> = z.looseObject({
  label: z.string(),
  url: z.string().nullish(),
  get children() {
    return z.array(menuItemSchema).nullish();
  },
});

export const menuSchema = z.array(menuItemSchema);
export type Menu = z.infer<typeof menuSchema>;
