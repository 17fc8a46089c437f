import { describe, expect, it } from "vitest";
import {
  SITE_SERVICE_HEADER,
  VISITOR_ADDRESS_HEADER,
  visitorHeaders,
  vouchedVisitorAddress,
} from "./site-service";

const TOKEN = "s".repeat(43);

function vouched(expected: string | undefined, headers: Record<string, string>) {
  return vouchedVisitorAddress(expected, (name) => headers[name]);
}

describe("the site service credential", () => {
  it("vouches for the visitor's address when the credential matches", () => {
    expect(vouched(TOKEN, visitorHeaders(TOKEN, "198.51.100.7"))).toBe("198.51.100.7");
    expect(vouched(TOKEN, visitorHeaders(TOKEN, "::ffff:198.51.100.7"))).toBe("198.51.100.7");
    expect(vouched(TOKEN, visitorHeaders(TOKEN, "2001:DB8::1"))).toBe("2001:db8::1");
  });

  it("ignores the visitor's address without the credential, with another one, or unconfigured", () => {
    expect(vouched(TOKEN, { [VISITOR_ADDRESS_HEADER]: "198.51.100.7" })).toBeNull();
    expect(vouched(TOKEN, visitorHeaders(`${TOKEN}x`, "198.51.100.7"))).toBeNull();
    expect(vouched(TOKEN, visitorHeaders("", "198.51.100.7"))).toBeNull();
    expect(vouched(undefined, visitorHeaders(TOKEN, "198.51.100.7"))).toBeNull();
  });

  it("refuses an address that is not an IP address", () => {
    for (const address of ["", "otro-cliente", "198.51.100.7, 10.0.0.1", "999.1.1.1"]) {
      expect(
        vouched(TOKEN, { [SITE_SERVICE_HEADER]: TOKEN, [VISITOR_ADDRESS_HEADER]: address }),
      ).toBeNull();
    }
  });
});
