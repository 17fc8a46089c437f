import { describe, expect, it } from "vitest";
import {
  appendAttribution,
  buildAttributionEntry,
  gaClientId,
  LEAD_ATTRIBUTION_LIMIT,
  type LeadAttributionEntry,
  leadAttributionListSchema,
  parseAttributionList,
  referrerPage,
} from "./lead-attribution";

const entry = (n: number): LeadAttributionEntry => ({
  referrer: `https://ref${n}.example/`,
  date: new Date(Date.UTC(2025, 0, 1, 0, n)).toISOString(),
  infoGA: { objUrlParams: {}, cid: null },
});

describe("lead attribution", () => {
  it("keeps the newest 100 entries, dropping the oldest first", () => {
    let list: LeadAttributionEntry[] = [];
    for (let n = 0; n < 105; n++) list = appendAttribution(list, entry(n));
    expect(LEAD_ATTRIBUTION_LIMIT).toBe(100);
    expect(list).toHaveLength(100);
    expect(list[0]?.referrer).toBe("https://ref5.example/");
    expect(list[99]?.referrer).toBe("https://ref104.example/");
    expect(leadAttributionListSchema.safeParse(list).success).toBe(true);
  });

  it("does not change the list it was given", () => {
    const list = [entry(1)];
    appendAttribution(list, entry(2));
    expect(list).toHaveLength(1);
  });

  it("builds an entry with the referrer, the date, the URL parameters and the GA client id", () => {
    const built = buildAttributionEntry({
      search: "?utm_source=google&utm_campaign=salud%20total&gclid=abc",
      referrer: "https://www.google.com/",
      cookie: "foo=1; _ga=GA1.2.123456789.987654321; bar=2",
      now: new Date("2025-03-04T05:06:07.000Z"),
    });
    expect(built).toEqual({
      referrer: "https://www.google.com/",
      date: "2025-03-04T05:06:07.000Z",
      infoGA: {
        objUrlParams: { utm_source: "google", utm_campaign: "salud total", gclid: "abc" },
        cid: "123456789.987654321",
      },
    });
  });

  it("records a direct visit with no referrer and no GA cookie as nulls", () => {
    const built = buildAttributionEntry({ search: "", referrer: "", cookie: "", now: new Date(0) });
    expect(built.referrer).toBeNull();
    expect(built.infoGA).toEqual({ objUrlParams: {}, cid: null });
  });

  it("reads no client id from a malformed _ga cookie", () => {
    expect(gaClientId("_ga=broken")).toBeNull();
    expect(gaClientId("x_ga=GA1.2.1.2")).toBeNull();
  });

  it("keeps only valid stored entries, at most 100", () => {
    const stored = [
      entry(1),
      { nope: true },
      "text",
      ...Array.from({ length: 120 }, (_, n) => entry(n)),
    ];
    const parsed = parseAttributionList(stored);
    expect(parsed).toHaveLength(100);
    expect(parseAttributionList({ not: "a list" })).toEqual([]);
  });
});

describe("what attribution keeps: marketing parameters and the referrer's page only", () => {
  const landing = buildAttributionEntry({
    search:
      "?utm_source=google&UTM_Campaign=salud&gclid=abc&session=tok_live&perfil=eyJlZGFkIjo2NH0&IFRAME_AUTH=secreto&fbclid=xyz",
    referrer: "https://www.google.com/search?q=seguro&sid=123#top",
    cookie: "",
    now: new Date("2026-11-20T12:00:00Z"),
  });

  it("drops a purchase token, a profile and a partner credential from the landing's address", () => {
    expect(landing.infoGA?.objUrlParams).toEqual({
      utm_source: "google",
      utm_campaign: "salud",
      gclid: "abc",
      fbclid: "xyz",
    });
  });

  it("keeps the referrer's origin and path, never its query or fragment", () => {
    expect(landing.referrer).toBe("https://www.google.com/search");
    expect(referrerPage("android-app://com.google/")).toBeNull();
    expect(referrerPage("")).toBeNull();
  });

  it("cleans a stored or sent list the same way (the server reads it with this schema)", () => {
    const [entry] = parseAttributionList([
      {
        referrer: "https://queseguro.co/Compra-Online/X/Pago?session=tok",
        date: "2026-11-20T12:00:00.000Z",
        infoGA: { objUrlParams: { session: "tok", utm_medium: "cpc" }, cid: "1.2" },
        extra: "dropped",
      },
    ]);
    expect(entry).toEqual({
      referrer: "https://queseguro.co/Compra-Online/X/Pago",
      date: "2026-11-20T12:00:00.000Z",
      infoGA: { objUrlParams: { utm_medium: "cpc" }, cid: "1.2" },
    });
  });
});
