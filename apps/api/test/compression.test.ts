import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mergeVary, negotiateEncoding } from "../src/http/compression";
import { type Harness, startHarness } from "./support/harness";
import { databaseTargets } from "./support/test-database";

const LISTING = "/api/compare/products?organizationTypes=ASEG,EPS,MEDICINA%20PREPAGADA";

describe("encoding negotiation", () => {
  it("prefers brotli, follows q-values, and refuses what the client refuses", () => {
    expect(negotiateEncoding("gzip, deflate, br")).toBe("br");
    expect(negotiateEncoding("gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(negotiateEncoding("*")).toBe("br");
    expect(negotiateEncoding("identity")).toBeNull();
    expect(negotiateEncoding("br;q=0, gzip;q=0")).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });

  it("writes each Vary name once", () => {
    expect(mergeVary("X-Country, Origin", "Origin", "accept-encoding", "Accept-Encoding")).toBe(
      "X-Country, Origin, accept-encoding",
    );
  });
});

describe.each(databaseTargets())("compressed answers on $name", (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(target);
  });
  afterAll(async () => {
    await h?.close();
  });

  it("sends a listing brotli- or gzip-encoded as asked, with the same JSON inside", async () => {
    const plain = await h.get(LISTING);
    const text = await plain.text();
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(text.length).toBeGreaterThan(1024);

    const br = await h.get(LISTING, { "Accept-Encoding": "gzip, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.byteLength).toBeLessThan(text.length);
    expect([null, String(brBytes.byteLength)]).toContain(br.headers.get("content-length"));
    expect(brotliDecompressSync(brBytes).toString("utf8")).toBe(text);

    const gz = await h.get(LISTING, { "Accept-Encoding": "gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString("utf8")).toBe(text);
  });

  it("names Accept-Encoding and every other Vary once", async () => {
    const res = await h.get(LISTING, {
      "Accept-Encoding": "br",
      Origin: "http://localhost:5173",
    });
    const names = (res.headers.get("vary") ?? "").split(",").map((n) => n.trim().toLowerCase());
    expect(names).toContain("accept-encoding");
    expect(names).toContain("origin");
    expect(new Set(names).size).toBe(names.length);
  });

  it("leaves answers under 1 KB as they are", async () => {
    const res = await h.get("/api/qp-version", { "Accept-Encoding": "br" });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.json()).toHaveProperty("qp-version");
  });

  it("revalidates a compressed answer: its weak ETag answers 304", async () => {
    const first = await h.get(LISTING, { "Accept-Encoding": "br" });
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/"/);
    const again = await h.get(LISTING, { "Accept-Encoding": "br", "If-None-Match": etag! });
    expect(again.status).toBe(304);
  });
});
