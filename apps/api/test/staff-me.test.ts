import {
  STAFF_TOKEN_INVALID_MESSAGE,
  STAFF_TOKEN_REQUIRED_MESSAGE,
  staffMeSchema,
} from "@qs/domain/api/back-office";
import { staffRolePermissions } from "@qs/domain/staff-access";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "./support/harness";
import { databaseTargets } from "./support/test-database";

/**
 * `GET /api/back-office/me`: a staff token of any role names its member of staff and what
 * the role may do (the sites check a token with it before turning on internal traffic);
 * no token, an unknown one or a revoked one is 401 with the Spanish message.
 */

const BACKOFFICE = "yo-backoffice-0123456789abcdefghijklmnop";
const SUPPORT = "yo-soporte-0123456789abcdefghijklmnopqrs";
const CHILE_HEAD = "yo-jefatura-chile-0123456789abcdefghijklm";

describe.each(databaseTargets())("who a staff token belongs to on $name", (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(target, {
      staffTokens: [
        { role: "BACKOFFICE", email: "backoffice@queseguro.test", token: BACKOFFICE },
        { role: "EJECUTIVO DE SOPORTE", email: "soporte@queseguro.test", token: SUPPORT },
        { role: "JEFATURA_SAC_CHILE", email: "jefatura@queseguro.test", token: CHILE_HEAD },
      ],
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it("answers the member, the role and its permissions, never cached", async () => {
    const res = await h.get("/api/back-office/me", { Authorization: `Bearer ${BACKOFFICE}` });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const body = staffMeSchema.parse(await res.json());
    expect(body).toEqual({
      email: "backoffice@queseguro.test",
      role: "BACKOFFICE",
      permissions: [...staffRolePermissions.BACKOFFICE],
      countries: ["CL", "PE", "CO", "INT"],
    });
  });

  it("names the markets the member works: Chile's customer-service head works Chile only", async () => {
    const res = await h.get("/api/back-office/me", { Authorization: `Bearer ${CHILE_HEAD}` });
    expect(res.status).toBe(200);
    const body = staffMeSchema.parse(await res.json());
    expect(body.role).toBe("JEFATURA_SAC_CHILE");
    expect(body.countries).toEqual(["CL"]);
  });

  it("answers a role with fewer permissions too", async () => {
    const res = await h.get("/api/back-office/me", { Authorization: `Bearer ${SUPPORT}` });
    expect(res.status).toBe(200);
    const body = staffMeSchema.parse(await res.json());
    expect(body.role).toBe("EJECUTIVO DE SOPORTE");
    expect(body.permissions).toEqual([...staffRolePermissions["EJECUTIVO DE SOPORTE"]]);
  });

  it("refuses a request without a token or with an unknown one, in Spanish", async () => {
    const none = await h.get("/api/back-office/me");
    expect(none.status).toBe(401);
    expect((await none.json()).error).toBe(STAFF_TOKEN_REQUIRED_MESSAGE);
    expect(none.headers.get("www-authenticate")).toContain("Bearer");
    const wrong = await h.get("/api/back-office/me", {
      Authorization: "Bearer desconocido-0123456789abcdefghijklmnop",
    });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error).toBe(STAFF_TOKEN_INVALID_MESSAGE);
  });
});
