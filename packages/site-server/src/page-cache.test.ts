import { gunzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PageCache, pageCacheKey } from "./page-cache";

const NONCE = "n0nce-of-the-rendering";

function cache() {
  return new PageCache({ maxBytes: 1024 * 1024, ttlMs: 60_000 });
}

describe("a kept page", () => {
  it("is sent with each answer's nonce in place of the rendering's", () => {
    const pages = cache();
    const page = pages.store("k", 200, `<script nonce="${NONCE}">1</script>ñ${NONCE}`, NONCE);
    expect(pages.fill(page, "fresh").toString("utf8")).toBe(
      '<script nonce="fresh">1</script>ñfresh',
    );
  });

  it("gzips to exactly the filled page, whatever the page, its nonces and the answer's nonce", () => {
    const pages = cache();
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: "grapheme", maxLength: 3000 }), { minLength: 1, maxLength: 6 }),
        fc.stringMatching(/^[A-Za-z0-9+/]{16,44}$/),
        (pieces, nonce) => {
          fc.pre(pieces.every((piece) => !piece.includes(NONCE)));
          const page = pages.store("k", 200, pieces.join(NONCE), NONCE, false);
          const expected = pieces.join(nonce);
          expect(gunzipSync(pages.fillGzip(page, nonce)).toString("utf8")).toBe(expected);
          expect(pages.fill(page, nonce).toString("utf8")).toBe(expected);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("compresses a large page once: the gzip answer is far smaller than the page", () => {
    const pages = cache();
    const script = `<script nonce="${NONCE}">window.data = 1</script>`;
    const html = `<html>${script}${"<article class='qs-card'>Plan Salud Total</article>".repeat(2000)}${script}</html>`;
    const page = pages.store("k", 200, html, NONCE);
    const body = pages.fillGzip(page, "another-nonce-value");
    expect(body.length).toBeLessThan(html.length / 20);
    expect(gunzipSync(body).toString("utf8")).toBe(html.replaceAll(NONCE, "another-nonce-value"));
  });
});

describe("a page's key", () => {
  it("keeps only the parameters pages read, sorted", () => {
    const url = new URL("http://x/Comparar/EPS?utm_source=a&sort=price&page=2");
    expect(pageCacheKey("", url, new Set(["sort", "page"]))).toBe(
      "|/Comparar/EPS?page=2&sort=price",
    );
  });
});
