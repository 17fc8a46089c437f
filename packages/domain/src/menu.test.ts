import { describe, expect, it } from "vitest";
import { menuSchema } from "./menu";

describe("menuSchema", () => {
  it("parses nested sub-menus", () => {
    const parsed = menuSchema.parse([
      {
        label: "Seguros",
        url: "/Seguros",
        children: [
          {
            label: "Salud",
            url: "/Comparar/Polizas-de-Salud",
            children: [{ label: "Dental", url: "/Dental" }],
          },
        ],
      },
      { label: "Contacto", url: "/contacto", icon: "phone" },
    ]);
    expect(parsed[0]?.children?.[0]?.children?.[0]?.label).toBe("Dental");
    expect(parsed[1]).toMatchObject({ icon: "phone" });
  });

  it("refuses a nested item without label, with its path", () => {
    const result = menuSchema.safeParse([{ label: "Seguros", children: [{ url: "/x" }] }]);
    expect(result.error?.issues[0]?.path).toEqual([0, "children", 0, "label"]);
  });
});
