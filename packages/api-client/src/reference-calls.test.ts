import { describe, expect, it } from "vitest";
import { createApiClient } from "./api-client";
import { getContactInformation } from "./get-contact-information";
import { getMenu, menuQueryOptions } from "./get-menu";

function answering(body: unknown) {
  return createApiClient({
    baseUrl: "http://api.test",
    countryCode: "CL",
    version: "1.0.0",
    fetch: (async () => new Response(JSON.stringify(body), { status: 200 })) as typeof fetch,
  });
}

describe("reference calls", () => {
  it("validate the menu answer and return its items", async () => {
    const menu = await getMenu(
      answering({
        data: [{ label: "Isapres", url: "/Comparar/Isapres", children: [] }],
        metadata: { demo: true },
      }),
    );
    expect(menu[0]?.label).toBe("Isapres");
  });

  it("refuse an answer that does not match the contract", async () => {
    await expect(
      getMenu(answering({ data: [{ url: 3 }], metadata: { demo: true } })),
    ).rejects.toThrow();
  });

  it("read contact information entries", async () => {
    const entries = await getContactInformation(
      answering({
        data: [{ name: "telefono", info: "+56 2 2555 0100", type: "contactos" }],
        metadata: { demo: true },
      }),
    );
    expect(entries).toEqual([{ name: "telefono", info: "+56 2 2555 0100", type: "contactos" }]);
  });

  it("cache per country and language for 5 minutes", () => {
    const options = menuQueryOptions(answering({}));
    expect(options.queryKey).toEqual(["menu", "CL", "es"]);
    expect(options.staleTime).toBe(300_000);
  });
});
