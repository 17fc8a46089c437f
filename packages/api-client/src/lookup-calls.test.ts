import { describe, expect, it } from "vitest";
import { createApiClient } from "./api-client";
import { countriesQueryOptions, getCountries } from "./get-countries";
import { getRegions, regionsQueryOptions } from "./get-regions";
import { getWorkSectors, workSectorsQueryOptions } from "./get-work-sectors";

function answering(body: unknown, status = 200) {
  const urls: string[] = [];
  const client = createApiClient({
    baseUrl: "http://api.test",
    countryCode: "CL",
    version: "1.0.0",
    fetch: (async (input: string | URL | Request) => {
      urls.push(String(input));
      return new Response(JSON.stringify(body), { status });
    }) as typeof fetch,
  });
  return { client, urls };
}

const envelope = (data: unknown[]) => ({ data, metadata: { demo: true, country: "CL" } });

describe("lookup calls of the profile form", () => {
  it("read the country list from /api/country for the site's country", async () => {
    const { client, urls } = answering(
      envelope([
        { id: 1, name: "Chile", code: "CL", dialingCode: "+56", nationality: "Chilena" },
        { id: 6, name: "España", code: "ES", dialingCode: "+34", nationality: "Española" },
      ]),
    );
    const countries = await getCountries(client);
    expect(countries.map((country) => country.code)).toEqual(["CL", "ES"]);
    expect(new URL(urls[0] ?? "").pathname).toBe("/api/country");
    expect(new URL(urls[0] ?? "").searchParams.get("country")).toBe("CL");
  });

  it("read the regions in the order the API gives, as the profile stores them", async () => {
    const { client, urls } = answering(
      envelope([
        { stateCode: 13, stateName: "Metropolitana", orderPosition: 1, abbreviation: "RM" },
        { stateCode: "15", stateName: "Arica y Parinacota", orderPosition: 2, abbreviation: "AP" },
      ]),
    );
    const regions = await getRegions(client);
    expect(new URL(urls[0] ?? "").pathname).toBe("/api/countryState/country");
    expect(regions[0]).toEqual({
      stateCode: 13,
      stateName: "Metropolitana",
      orderPosition: 1,
      abbreviation: "RM",
    });
    // A numeric code sent as text is read as the number the price call expects.
    expect(regions[1]?.stateCode).toBe(15);
  });

  it("read work sector types with their sectors; a type without sectors has none", async () => {
    const { client, urls } = answering(
      envelope([
        {
          id: 101,
          displayName: "Comercio",
          workSectors: [{ code: "G1", displayName: "Comercio al por mayor" }],
        },
        { id: 102, displayName: "Tecnología" },
      ]),
    );
    const types = await getWorkSectors(client);
    expect(new URL(urls[0] ?? "").pathname).toBe("/api/workSectorType");
    expect(types[0]?.workSectors[0]).toEqual({ code: "G1", displayName: "Comercio al por mayor" });
    expect(types[1]?.workSectors).toEqual([]);
  });

  it("refuse answers that do not match the contract", async () => {
    await expect(
      getCountries(answering(envelope([{ id: 1, code: "CL" }])).client),
    ).rejects.toThrow();
    await expect(
      getRegions(
        answering(envelope([{ stateCode: 13, stateName: "Metropolitana" }, { stateCode: "RM" }]))
          .client,
      ),
    ).rejects.toThrow();
    await expect(
      getWorkSectors(
        answering(envelope([{ id: 1, displayName: "X", workSectors: [{ code: 1 }] }])).client,
      ),
    ).rejects.toThrow();
  });

  it("do not retry an answer the API refused", async () => {
    const { client, urls } = answering({ error: "Ruta no encontrada" }, 404);
    await expect(getRegions(client)).rejects.toThrow();
    expect(urls).toHaveLength(1);
  });

  it("cache each list per country for 5 minutes", () => {
    const { client } = answering({});
    expect(countriesQueryOptions(client).queryKey).toEqual(["countries", "CL"]);
    expect(regionsQueryOptions(client).queryKey).toEqual(["regions", "CL"]);
    expect(workSectorsQueryOptions(client).queryKey).toEqual(["work-sectors", "CL"]);
    for (const options of [
      countriesQueryOptions(client),
      regionsQueryOptions(client),
      workSectorsQueryOptions(client),
    ]) {
      expect(options.staleTime).toBe(300_000);
    }
  });
});
