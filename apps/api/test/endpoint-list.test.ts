import { readFile, writeFile } from "node:fs/promises";
import { apiPaths } from "@qs/domain/api/paths";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "./support/harness";
import { databaseTargets } from "./support/test-database";

/**
 * ENDPOINTS.md is the API's endpoint list, written from its OpenAPI document (the staff's,
 * which holds every route). A route added, removed or renamed without the list fails here;
 * `pnpm --filter @qs/api run docs:endpoints` writes it again.
 */

const LIST = new URL("../ENDPOINTS.md", import.meta.url);
const STAFF = "endpoint-list-staff-token-0123456789abcdef";

interface Operation {
  summary?: string;
  tags?: string[];
}

const cell = (text: string) => text.replaceAll("|", "\\|").replaceAll("\n", " ");

/** The list as markdown: one table per tag, in the document's order of paths. */
function endpointList(paths: Record<string, Record<string, Operation>>): string {
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const tag = operation.tags?.[0] ?? "Other";
      const rows = byTag.get(tag) ?? [];
      rows.push(
        `| \`${method.toUpperCase()}\` | \`${cell(path)}\` | ${cell(operation.summary ?? "")} |`,
      );
      byTag.set(tag, rows);
    }
  }
  const sections = [...byTag].map(
    ([tag, rows]) =>
      `## ${tag}\n\n| Method | Path | What it does |\n| --- | --- | --- |\n${rows.join("\n")}\n`,
  );
  const count = [...byTag.values()].reduce((sum, rows) => sum + rows.length, 0);
  return [
    "# API endpoints",
    "",
    `Written from the OpenAPI document (\`GET /api/openapi.json\`; with a staff token it holds the back office and the metrics too) by \`test/endpoint-list.test.ts\`: ${count} operations. Conventions, limits and answers are in README.md; each operation's parameters and answers are in the document.`,
    "",
    ...sections,
  ].join("\n");
}

const [target] = databaseTargets();

describe("the endpoint list", () => {
  let h: Harness;
  beforeAll(async () => {
    if (!target) throw new Error("no database target");
    h = await startHarness(target, {
      staffTokens: [{ role: "ADMINISTRADOR", email: "admin@queseguro.test", token: STAFF }],
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it("names every route of the OpenAPI document, as ENDPOINTS.md says", async () => {
    const res = await h.get("/api/openapi.json", { Authorization: `Bearer ${STAFF}` });
    expect(res.status).toBe(200);
    const document = (await res.json()) as { paths: Record<string, Record<string, Operation>> };
    const written = endpointList(document.paths);
    if (process.env.UPDATE_ENDPOINTS === "1") await writeFile(LIST, written);
    expect(
      await readFile(LIST, "utf8"),
      "ENDPOINTS.md differs from the OpenAPI document: run pnpm --filter @qs/api run docs:endpoints",
    ).toBe(written);
  });

  it("serves exactly the paths @qs/domain/api/paths declares", async () => {
    const res = await h.get("/api/openapi.json", { Authorization: `Bearer ${STAFF}` });
    const document = (await res.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).sort()).toEqual(
      [...new Set(Object.values(apiPaths))].sort(),
    );
  });
});
