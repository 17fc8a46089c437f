import { describe, expect, it } from "vitest";
import { tabSchema } from "./tab";

describe("tabSchema", () => {
  it("parses a document tab and keeps unknown fields", () => {
    const tab = tabSchema.parse({
      url: "/Condiciones",
      title: "Condiciones",
      icon: "file",
      showIcon: true,
      priority: 3,
      inMenuMore: true,
      file: { url: "https://cdn.example.com/documents/77/condiciones.pdf", size: 240000 },
      badge: "nuevo",
    });
    expect(tab.file?.size).toBe(240000);
    expect(tab).toMatchObject({ badge: "nuevo" });
  });

  it("accepts the home tab with an empty url and no flags", () => {
    expect(tabSchema.safeParse({ url: "", title: "Resumen" }).success).toBe(true);
  });

  it("refuses a file without url", () => {
    const result = tabSchema.safeParse({ url: "/Doc", title: "Doc", file: { size: 1 } });
    expect(result.error?.issues[0]?.path).toEqual(["file", "url"]);
  });
});
