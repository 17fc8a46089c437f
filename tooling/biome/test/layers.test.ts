import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const biome = join(root, "node_modules", ".bin", "biome");

/**
 * One import written at `file`: whether Biome refuses it (noRestrictedImports),
 * and, when `message` is given, a piece of the text it must give.
 */
interface Case {
  file: string;
  specifier: string;
  refused: boolean;
  message?: string;
}

const layers: { title: string; cases: Case[] }[] = [
  {
    title: "keeps the back office on ui, domain and catalogs, and out of the sites' packages",
    cases: [
      ...["@qs/ui/button", "@qs/domain/staff-access", "@qs/catalogs/failure-reasons"].map(
        (specifier) => ({ file: "packages/back-office/src/probe.tsx", specifier, refused: false }),
      ),
      {
        file: "packages/back-office/src/probe.tsx",
        specifier: "@qs/api-client/api-client",
        refused: true,
        message: "The back office stands on @qs/ui, @qs/domain and @qs/catalogs only",
      },
      {
        file: "packages/comparator-ui/src/probe.tsx",
        specifier: "@qs/back-office/inbox-page",
        refused: true,
        message: "Only apps/backoffice imports the back office",
      },
    ],
  },
  {
    title: "keeps domain and i18n free of our other packages",
    cases: [
      {
        file: "packages/domain/src/probe.ts",
        specifier: "@qs/ui/button",
        refused: true,
        message: "bottom layer and import nothing of ours",
      },
      { file: "packages/i18n/src/probe.ts", specifier: "@qs/domain/rut", refused: true },
    ],
  },
  {
    title: "lets catalogs reuse the domain's validators and nothing above",
    cases: [
      { file: "packages/catalogs/src/probe.ts", specifier: "@qs/domain/rut", refused: false },
      {
        file: "packages/catalogs/src/probe.ts",
        specifier: "@qs/pricing/price-product",
        refused: true,
        message: "catalogs (reference data) may import only @qs/domain",
      },
    ],
  },
  {
    title: "lets pricing and the API client use only domain and catalogs",
    cases: [
      { file: "packages/pricing/src/probe.ts", specifier: "@qs/domain/rut", refused: false },
      {
        file: "packages/api-client/src/probe.ts",
        specifier: "@qs/catalogs/isapres",
        refused: false,
      },
      {
        file: "packages/pricing/src/probe.ts",
        specifier: "@qs/ui/button",
        refused: true,
        message: "may import only @qs/domain and @qs/catalogs",
      },
    ],
  },
  {
    title: "lets UI packages use lower layers but never an app",
    cases: [
      { file: "packages/site-shell/src/probe.tsx", specifier: "@qs/domain/rut", refused: false },
      { file: "packages/site-shell/src/probe.tsx", specifier: "@qs/ui/button", refused: false },
      {
        file: "packages/ui/src/probe.tsx",
        specifier: "@qs/app-co/src/main",
        refused: true,
        message: "A package never imports an app",
      },
    ],
  },
  {
    title: "keeps the chat and the partner layout under the site shell, which places them",
    cases: [
      { file: "packages/chat/src/probe.tsx", specifier: "@qs/ui/privacy-notice", refused: false },
      {
        file: "packages/site-shell/src/probe.tsx",
        specifier: "@qs/chat/chat-widget",
        refused: false,
      },
      {
        file: "packages/chat/src/probe.tsx",
        specifier: "@qs/site-shell/header",
        refused: true,
        message: "@qs/site-shell and @qs/site-routes place them on the page",
      },
      {
        file: "packages/partner-layout/src/probe.tsx",
        specifier: "@qs/comparator-ui/comparator-search",
        refused: true,
      },
    ],
  },
  {
    title: "lets only site-routes import the online purchase, which uses the layers it may",
    cases: [
      {
        file: "packages/site-routes/src/probe.tsx",
        specifier: "@qs/purchase/purchase-page",
        refused: false,
      },
      {
        file: "packages/plan-detail/src/probe.tsx",
        specifier: "@qs/purchase/purchase-page",
        refused: true,
        message: "Only @qs/site-routes imports the online purchase",
      },
      { file: "apps/co/src/probe.ts", specifier: "@qs/purchase/purchase-page", refused: true },
      { file: "packages/domain/src/probe.ts", specifier: "@qs/purchase/x", refused: true },
      ...[
        "@qs/ui/button",
        "@qs/profile-forms/profile-store",
        "@qs/api-client/purchase",
        "@qs/catalogs/payments",
        "@qs/i18n/create-i18n",
      ].map((specifier) => ({
        file: "packages/purchase/src/probe.tsx",
        specifier,
        refused: false,
      })),
      {
        file: "packages/purchase/src/probe.tsx",
        specifier: "@qs/comparator-ui/x",
        refused: true,
        message: "may import only @qs/ui, @qs/profile-forms",
      },
      { file: "packages/purchase/src/probe.tsx", specifier: "@qs/app-co/src/main", refused: true },
      // The other UI packages keep their own rule: an app is still refused there.
      { file: "packages/ui/src/probe.tsx", specifier: "@qs/app-co/src/main", refused: true },
    ],
  },
  {
    title: "keeps the product display kit under the listing, the plan page and the purchase",
    cases: [
      ...["@qs/profile-forms/profile-store", "@qs/pricing/isapre-payment"].map((specifier) => ({
        file: "packages/product-display/src/probe.tsx",
        specifier,
        refused: false,
      })),
      {
        file: "packages/product-display/src/probe.tsx",
        specifier: "@qs/comparator-ui/x",
        refused: true,
        message: "Pass what it needs from @qs/comparator-ui or @qs/plan-detail as props",
      },
      {
        file: "packages/product-display/src/probe.tsx",
        specifier: "@qs/purchase/purchase-page",
        refused: true,
      },
      {
        file: "packages/purchase/src/probe.tsx",
        specifier: "@qs/product-display/price-label",
        refused: false,
      },
      {
        file: "packages/plan-detail/src/probe.tsx",
        specifier: "@qs/product-display/yearly-cost",
        refused: false,
      },
    ],
  },
  {
    title: "keeps the provider directory under the listing, the plan page and the landing",
    cases: [
      {
        file: "packages/provider-directory/src/probe.tsx",
        specifier: "@qs/api-client/get-providers",
        refused: false,
      },
      {
        file: "packages/provider-directory/src/probe.tsx",
        specifier: "@qs/comparator-ui/x",
        refused: true,
        message: "The provider directory (@qs/provider-directory)",
      },
      {
        file: "packages/plan-detail/src/probe.tsx",
        specifier: "@qs/provider-directory/plan-network",
        refused: false,
      },
    ],
  },
  {
    title: "keeps apps from importing each other and the server from browser code",
    cases: [
      { file: "apps/co/src/probe.ts", specifier: "@qs/site-shell/header", refused: false },
      { file: "apps/co/src/probe.ts", specifier: "@qs/app-cl/src/country-config", refused: true },
      { file: "apps/api/src/probe.ts", specifier: "@qs/domain/product", refused: false },
      { file: "apps/api/src/probe.ts", specifier: "@qs/site-shell/header", refused: true },
      // Who a request comes from is decided in one package the API and the site servers share.
      {
        file: "apps/api/src/http/probe.ts",
        specifier: "@qs/visitor-address/client-address",
        refused: false,
      },
      {
        file: "packages/visitor-address/src/probe.ts",
        specifier: "@qs/domain/rut",
        refused: true,
        message: "visitor-address decides who a request comes from",
      },
    ],
  },
  {
    title: "keeps the demo catalogue out of the API's routes and services",
    cases: [
      {
        file: "apps/api/src/db/seed/probe.ts",
        specifier: "@qs/demo-catalog/index",
        refused: false,
      },
      {
        file: "apps/api/src/features/leads/probe.ts",
        specifier: "@qs/demo-catalog/index",
        refused: true,
        message: "never import the demo catalogue or the seeding code",
      },
      {
        file: "apps/api/src/features/leads/probe-routes.ts",
        specifier: "../../db/seed/load-catalog",
        refused: true,
      },
      { file: "apps/api/src/platform/probe.ts", specifier: "@qs/site-shell/header", refused: true },
      { file: "packages/demo-catalog/src/probe.ts", specifier: "@qs/pricing/x", refused: true },
    ],
  },
  {
    title: "keeps the API's HTTP plumbing free of features",
    cases: [
      {
        file: "apps/api/src/http/probe.ts",
        specifier: "../features/chat/chat-store",
        refused: true,
        message: "src/http/ is the plumbing every route shares and imports no feature",
      },
      { file: "apps/api/src/http/probe.ts", specifier: "../platform/errors", refused: false },
    ],
  },
  {
    title: "keeps the API's services and platform free of HTTP",
    cases: [
      {
        file: "apps/api/src/features/purchase/probe-store.ts",
        specifier: "../../http/reply",
        refused: true,
        message: "throw a domain error from src/platform/errors.ts",
      },
      { file: "apps/api/src/platform/probe.ts", specifier: "../http/reply", refused: true },
      {
        file: "apps/api/src/features/purchase/payments/probe.ts",
        specifier: "../../../http/reply",
        refused: true,
      },
      // A feature's route files are its HTTP edge.
      {
        file: "apps/api/src/features/purchase/probe-routes.ts",
        specifier: "../../http/reply",
        refused: false,
      },
      {
        file: "apps/api/src/platform/probe.ts",
        specifier: "../features/chat/chat-store",
        refused: true,
        message: "src/platform/ holds what every feature shares",
      },
    ],
  },
  {
    title: "lets one API feature use another only through its public files",
    cases: [
      {
        file: "apps/api/src/features/chat/probe.ts",
        specifier: "../privacy/my-data",
        refused: true,
        message: "reaches privacy and consent only through its public files",
      },
      {
        file: "apps/api/src/features/chat/probe.ts",
        specifier: "../privacy/consent-registry",
        refused: false,
      },
      {
        file: "apps/api/src/features/purchase/payments/probe.ts",
        specifier: "../../leads/lead-store",
        refused: true,
      },
      {
        file: "apps/api/src/features/purchase/payments/probe.ts",
        specifier: "../../leads/lead-status",
        refused: false,
      },
      // Within a feature, any file.
      {
        file: "apps/api/src/features/purchase/payments/probe.ts",
        specifier: "../orders",
        refused: false,
      },
      {
        file: "apps/api/src/features/leads/probe.ts",
        specifier: "../back-office/x",
        refused: true,
      },
    ],
  },
  {
    title: "allows the shared test presets everywhere",
    cases: [
      { file: "packages/domain/vitest.config.ts", specifier: "@qs/vitest-config", refused: false },
    ],
  },
];

/**
 * Every case becomes its own file, in the directory of its `file` and named
 * `p<n>-<base name>`, so that the rules' globs (on directories, and on the
 * name's end, as in `*-routes.ts`) see it as they would see `file`.
 */
const probes = new Map<Case, string>(
  layers
    .flatMap((layer) => layer.cases)
    .map((c, n) => [c, posix.join(posix.dirname(c.file), `p${n}-${posix.basename(c.file)}`)]),
);

/** What Biome's JSON reporter prints (2.x; the reporter is marked experimental). */
interface BiomeReport {
  summary: { changed: number; unchanged: number; skipped: number; diagnosticsNotPrinted: number };
  diagnostics: { category?: string; message: string; location: { path?: string | null } }[];
}

let scratch: string;
let report: BiomeReport;
/** The noRestrictedImports messages Biome gave for each probe file. */
const refusals = new Map<string, string[]>();

/**
 * Writes every probe into one scratch tree, with the repository's Biome
 * configuration copied in at the same place, and lints them in one run.
 */
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "qs-layers-"));
  mkdirSync(join(scratch, "tooling", "biome"), { recursive: true });
  copyFileSync(
    join(root, "tooling", "biome", "biome.json"),
    join(scratch, "tooling", "biome", "biome.json"),
  );
  writeFileSync(
    join(scratch, "biome.json"),
    JSON.stringify({ root: true, extends: ["./tooling/biome/biome.json"] }),
  );
  for (const [c, probe] of probes) {
    mkdirSync(join(scratch, posix.dirname(probe)), { recursive: true });
    writeFileSync(
      join(scratch, probe),
      `import { x } from "${c.specifier}";\nexport const y = x;\n`,
    );
  }
  const result = spawnSync(
    biome,
    ["lint", "--reporter=json", "--max-diagnostics=none", ...probes.values()],
    { cwd: scratch, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.error) throw result.error;
  try {
    report = JSON.parse(result.stdout) as BiomeReport;
  } catch {
    throw new Error(`Biome printed no JSON report:\n${result.stdout}${result.stderr}`);
  }
  for (const diagnostic of report.diagnostics) {
    if (diagnostic.category !== "lint/style/noRestrictedImports") continue;
    const path = diagnostic.location.path ?? "";
    refusals.set(path, [...(refusals.get(path) ?? []), diagnostic.message]);
  }
}, 120_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe("import direction between packages", () => {
  it("lints every probe, in one run of Biome, and reports every diagnostic", () => {
    expect(report.summary.changed + report.summary.unchanged).toBe(probes.size);
    expect(report.summary.skipped).toBe(0);
    expect(report.summary.diagnosticsNotPrinted).toBe(0);
    const files = new Set(probes.values());
    for (const path of refusals.keys()) expect(files, path).toContain(path);
    const expected = [...probes.keys()].filter((c) => c.refused).length;
    expect(refusals.size).toBe(expected);
  });

  for (const { title, cases } of layers) {
    it(title, () => {
      for (const c of cases) {
        const label = `${c.file} importing "${c.specifier}"`;
        const messages = refusals.get(probes.get(c) ?? "") ?? [];
        expect(messages.length > 0, label).toBe(c.refused);
        if (c.message !== undefined) expect(messages.join("\n"), label).toContain(c.message);
      }
    });
  }
});
