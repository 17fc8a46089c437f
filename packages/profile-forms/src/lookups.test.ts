import { createApiClient } from "@qs/api-client/api-client";
import {
  sampleCountries,
  sampleIsapreForm,
  sampleRegions,
  sampleWorkSectors,
} from "@qs/test-support/sample-forms";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { LOOKUPS, lookupFor, storedLookupValues } from "./lookups";

function clientAnswering(answers: Record<string, unknown>) {
  const calls: string[] = [];
  const client = createApiClient({
    baseUrl: "http://api.test",
    countryCode: "CL",
    version: "0.0.0",
    fetch: (async (input: string | URL | Request) => {
      const path = new URL(String(input)).pathname;
      calls.push(path);
      return path in answers
        ? new Response(JSON.stringify({ data: answers[path], metadata: { demo: true } }))
        : new Response(JSON.stringify({ error: "Ruta no encontrada" }), { status: 404 });
    }) as typeof fetch,
  });
  return { client, calls };
}

const lookup = (name: string) => {
  const found = lookupFor(name);
  if (!found) throw new Error(`No lookup ${name}`);
  return found;
};

describe("lookups named by retrieveFunction", () => {
  it("know exactly the names the API's forms use", () => {
    expect(Object.keys(LOOKUPS).sort()).toEqual(["getCountries", "getRegions", "getWorkSectors"]);
  });

  it("leave unknown names, empty names and object built-ins without a lookup", () => {
    for (const name of ["getRazas", "getregions", "", null, undefined, "constructor", "toString"]) {
      expect(lookupFor(name)).toBeUndefined();
    }
  });

  it("call the API path of each list", () => {
    const { client } = clientAnswering({});
    expect(lookup("getRegions").query(client).queryKey).toEqual(["regions", "CL"]);
    expect(lookup("getCountries").query(client).queryKey).toEqual(["countries", "CL"]);
    expect(lookup("getWorkSectors").query(client).queryKey).toEqual(["work-sectors", "CL"]);
  });

  it("list regions by name in the API's order, Metropolitana first, valued by code", () => {
    expect(lookup("getRegions").options(sampleRegions)).toEqual([
      { value: 13, label: "Metropolitana" },
      { value: 15, label: "Arica y Parinacota" },
      { value: 5, label: "Valparaíso" },
      { value: 8, label: "Biobío" },
    ]);
  });

  it("store the chosen region as its full record, whether chosen as number or text", () => {
    const { stored } = lookup("getRegions");
    const metropolitana = {
      stateCode: 13,
      stateName: "Metropolitana",
      orderPosition: 1,
      abbreviation: "RM",
    };
    expect(stored?.(13, sampleRegions)).toEqual(metropolitana);
    expect(stored?.("13", sampleRegions)).toEqual(metropolitana);
    expect(stored?.(99, sampleRegions)).toBeNull();
  });

  it("list countries by name valued by code, without the international site", () => {
    expect(lookup("getCountries").options(sampleCountries)).toEqual([
      { value: "CL", label: "Chile" },
      { value: "CO", label: "Colombia" },
      { value: "US", label: "Estados Unidos" },
      { value: "ES", label: "España" },
    ]);
    expect(lookup("getCountries").stored).toBeUndefined();
  });

  it("list work sectors under their type", () => {
    expect(lookup("getWorkSectors").options(sampleWorkSectors)).toEqual([
      { value: "G1", label: "Comercio al por mayor", group: "Comercio" },
      { value: "G2", label: "Comercio al por menor", group: "Comercio" },
      { value: "J1", label: "Desarrollo de software", group: "Tecnología" },
    ]);
  });
});

describe("stored lookup values", () => {
  const form = sampleIsapreForm.profileForm;

  it("give the region record of the chosen code, reading the list once", async () => {
    const { client, calls } = clientAnswering({ "/api/countryState/country": sampleRegions });
    const queryClient = new QueryClient();
    const values = { cotizante_edad: "40", region: 5 };
    expect(await storedLookupValues(queryClient, client, form, values)).toEqual({
      region: { stateCode: 5, stateName: "Valparaíso", orderPosition: 7, abbreviation: "VS" },
    });
    await storedLookupValues(queryClient, client, form, values);
    expect(calls).toEqual(["/api/countryState/country"]);
  });

  it("leave the region out when nothing is chosen, the code is unknown or the list fails", async () => {
    const answered = clientAnswering({ "/api/countryState/country": sampleRegions });
    expect(
      await storedLookupValues(new QueryClient(), answered.client, form, { region: null }),
    ).toEqual({});
    expect(
      await storedLookupValues(new QueryClient(), answered.client, form, { region: 99 }),
    ).toEqual({});
    const failing = clientAnswering({});
    expect(
      await storedLookupValues(new QueryClient(), failing.client, form, { region: 13 }),
    ).toEqual({});
  });
});
