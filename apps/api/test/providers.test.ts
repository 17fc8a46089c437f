import type { PlanNetworkEntry, ProviderMatch } from "@qs/domain/provider";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "./support/harness";
import { databaseTargets } from "./support/test-database";

/**
 * The provider directory over the demo catalogue: a typo-tolerant search that ignores
 * accents, its filters, each plan's network with levels and copays, and the listing's
 * "must include my clinics" filter that keeps only plans with every chosen clinic.
 */
describe.each(databaseTargets("demo"))("provider directory on $name", (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(target, { robotMaxRequests: 100_000 });
  });
  afterAll(async () => {
    await h?.close();
  });

  const search = async (country: string, query: string): Promise<ProviderMatch[]> => {
    const res = await h.get(`/api/globales/prestadores?${query}`, { "X-Country": country });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()).data;
  };
  const names = (found: ProviderMatch[]) => found.map((provider) => provider.displayName);

  it("finds a clinic from a misspelt name without accents, closest first", async () => {
    const found = await search("CL", "q=clinica%20alemna");
    expect(names(found).slice(0, 2).sort()).toEqual([
      "Clínica Alemana de Santiago",
      "Clínica Alemana de Temuco",
    ]);
    expect(names(found)).not.toContain("Clínica Las Condes");
    const davila = await search("CL", "q=davla");
    expect(names(davila)[0]).toBe("Clínica Dávila");
    expect(davila[0]).toMatchObject({
      city: "Santiago",
      region: "Metropolitana",
      regionNumber: 13,
      kind: "clinica",
    });
    expect(davila[0]?.latitude).toBeCloseTo(-33.43, 1);
  });

  it("narrows by Chile's region number, by city without accents and by specialty", async () => {
    expect(names(await search("CL", "regionNumero=9"))).toEqual(["Clínica Alemana de Temuco"]);
    const bogota = await search("CO", "ciudad=bogota");
    expect(bogota.length).toBeGreaterThan(3);
    expect(new Set(bogota.map((provider) => provider.city))).toEqual(new Set(["Bogotá"]));
    const pediatrics = await search("CO", "ciudad=Bogot%C3%A1&especialidad=pediatria");
    expect(pediatrics.length).toBeGreaterThan(0);
    expect(pediatrics.length).toBeLessThan(bogota.length);
    for (const provider of pediatrics) expect(provider.specialties).toContain("Pediatría");
  });

  it("answers nothing rather than everything when a word matches no provider", async () => {
    expect(await search("PE", "q=zzzqqq")).toEqual([]);
    // Another country's clinic is not this site's.
    expect(names(await search("PE", "q=alemana"))).toEqual([]);
  });

  it("refuses a search longer than 80 characters with a Spanish message", async () => {
    const res = await h.get(`/api/globales/prestadores?q=${"a".repeat(81)}`, { "X-Country": "CL" });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("como máximo 80 caracteres");
    const region = await h.get("/api/globales/prestadores?regionNumero=99", { "X-Country": "CL" });
    expect(region.status).toBe(400);
    expect(JSON.stringify(await region.json())).toContain(
      "La región debe ser un número entre 1 y 16",
    );
  });

  it("hides the directory from a partner whose clinicsEnabled is false", async () => {
    expect(await search("CL", "q=alemana&partner=tiendaaustral")).toEqual([]);
  });

  const listing = async (country: string, clinics: number[]) => {
    const res = await h.get(
      `/api/compare/products?organizationTypes=ASEG,ISAPRE,MEDICINA%20PREPAGADA,EPS&coverageOrganizations=${clinics.join(",")}&size=100`,
      { "X-Country": country },
    );
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as {
      total: number;
      items: Array<{ id: number; network?: Array<{ organizationId: number; level: string }> }>;
    };
  };

  it("keeps only the plans whose network includes every chosen clinic", async () => {
    const [alemana, lasCondes] = [5101, 5102];
    const withAlemana = await listing("CL", [alemana]);
    const withLasCondes = await listing("CL", [lasCondes]);
    const withBoth = await listing("CL", [alemana, lasCondes]);
    expect(withBoth.total).toBeGreaterThan(0);
    expect(withBoth.total).toBeLessThan(Math.min(withAlemana.total, withLasCondes.total));
    for (const item of withBoth.items) {
      const inNetwork = (item.network ?? [])
        .filter((entry) => entry.level !== "excluido")
        .map((entry) => entry.organizationId);
      expect(inNetwork).toEqual(expect.arrayContaining([alemana, lasCondes]));
    }
  });

  it("lists a plan's network: preferred first, then free choice, then excluded, with copays", async () => {
    const { items } = await listing("CL", [5101]);
    const withExclusion = [];
    for (const item of items) {
      const res = await h.get(`/api/infoplanes/prestadoresplan?producto=${item.id}`, {
        "X-Country": "CL",
      });
      expect(res.status).toBe(200);
      const network: PlanNetworkEntry[] = (await res.json()).data;
      const order = ["preferente", "libre_eleccion", "excluido"];
      const levels = network.map((entry) => order.indexOf(entry.level));
      expect(levels).toEqual([...levels].sort((a, b) => a - b));
      expect(network.map((entry) => entry.id)).toContain(5101);
      for (const entry of network)
        expect(entry.copayPercent === null).toBe(entry.level === "excluido");
      if (network.some((entry) => entry.level === "excluido")) withExclusion.push(item.id);
    }
    expect(withExclusion.length).toBeGreaterThan(0);
    const regional = await h.get(
      `/api/infoplanes/prestadoresplan?producto=${items[0]?.id}&regionNumero=9`,
      { "X-Country": "CL" },
    );
    for (const entry of (await regional.json()).data) expect(entry.regionNumber).toBe(9);
  });

  it("answers 404 for a plan of another country or none", async () => {
    const { items } = await listing("CL", [5101]);
    const foreign = await h.get(`/api/infoplanes/prestadoresplan?producto=${items[0]?.id}`, {
      "X-Country": "CO",
    });
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).error).toBe("Producto no encontrado");
    const none = await h.get("/api/infoplanes/prestadoresplan?producto=999999", {
      "X-Country": "CL",
    });
    expect(none.status).toBe(404);
  });
});
