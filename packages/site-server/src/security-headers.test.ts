import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./security-headers";

const directive = (csp: string, name: string) =>
  csp.split("; ").find((part) => part.startsWith(`${name} `));

describe("contentSecurityPolicy", () => {
  it("lets pages fetch and show images from the API only, and run workers of their own", () => {
    const csp = contentSecurityPolicy("n0nce", { apiOrigin: "https://api.queseguro.co" });
    expect(directive(csp, "connect-src")).toBe("connect-src 'self' https://api.queseguro.co");
    expect(directive(csp, "img-src")).toBe("img-src 'self' data: blob: https://api.queseguro.co");
    expect(directive(csp, "worker-src")).toBe("worker-src 'self' blob:");
  });

  it("adds the provider map's tile server where one is configured", () => {
    const csp = contentSecurityPolicy("n0nce", {
      apiOrigin: "https://api.queseguro.co",
      mapOrigin: "https://tiles.example.org",
    });
    expect(directive(csp, "connect-src")).toBe(
      "connect-src 'self' https://api.queseguro.co https://tiles.example.org",
    );
    expect(directive(csp, "img-src")).toContain("https://tiles.example.org");
    expect(directive(csp, "frame-src")).toBe("frame-src 'self' blob: https://api.queseguro.co");
  });
});
