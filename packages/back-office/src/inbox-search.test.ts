import { describe, expect, it } from "vitest";
import { inboxSearchSchema } from "./inbox-search";

describe("the inbox's address", () => {
  it("keeps a queue, filters, order and page", () => {
    expect(
      inboxSearchSchema.parse({
        queue: "team",
        status: "500",
        subStatus: "303",
        market: "CL",
        origin: "purchase",
        from: "2026-11-01",
        sort: "newest",
        page: "3",
      }),
    ).toEqual({
      queue: "team",
      status: 500,
      subStatus: 303,
      market: "CL",
      origin: "purchase",
      from: "2026-11-01",
      sort: "newest",
      page: 3,
    });
  });

  it("drops what is malformed instead of refusing the page", () => {
    expect(
      inboxSearchSchema.parse({
        queue: "todas",
        status: "-1",
        market: "AR",
        from: "ayer",
        email: "no-es-correo",
        page: "0",
      }),
    ).toEqual({});
  });
});
