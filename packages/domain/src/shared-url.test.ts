import { describe, expect, it } from "vitest";
import { isApprovedSharedUrl } from "./shared-url";

const approved = ["www.queseguro.co", "queplan.cl"];

describe("isApprovedSharedUrl", () => {
  it("accepts a URL whose host is one of the approved domains", () => {
    expect(isApprovedSharedUrl("https://www.queseguro.co/Comparar?perfil=abc", approved)).toBe(
      true,
    );
    expect(isApprovedSharedUrl("https://queplan.cl/url/x1", approved)).toBe(true);
  });

  it("compares hosts case-insensitively", () => {
    expect(isApprovedSharedUrl("https://QUEPLAN.CL/url/x1", approved)).toBe(true);
  });

  it("rejects other hosts, including look-alikes and other subdomains", () => {
    expect(isApprovedSharedUrl("https://evil.com/www.queseguro.co", approved)).toBe(false);
    expect(isApprovedSharedUrl("https://queplan.cl.evil.com/", approved)).toBe(false);
    expect(isApprovedSharedUrl("https://otro.queplan.cl/", approved)).toBe(false);
  });

  it("rejects values that are not http(s) URLs", () => {
    expect(isApprovedSharedUrl("/Comparar", approved)).toBe(false);
    expect(isApprovedSharedUrl("javascript://queplan.cl/", approved)).toBe(false);
  });

  it("rejects everything when no domain is approved", () => {
    expect(isApprovedSharedUrl("https://queplan.cl/", [])).toBe(false);
  });
});
