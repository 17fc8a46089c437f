import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const biome = join(root, "node_modules", ".bin", "biome");

/**
 * Lints one import as if it were written at `file`, with the repository's
 * Biome configuration copied into a scratch tree of the same shape.
 */
function lintImport(file: string, specifier: string): string {
  const scratch = mkdtempSync(join(tmpdir(), "qs-layers-"));
  mkdirSync(join(scratch, "tooling", "biome"), { recursive: true });
  copyFileSync(
    join(root, "tooling", "biome", "biome.json"),
    join(scratch, "tooling", "biome", "biome.json"),
  );
  writeFileSync(
    join(scratch, "biome.json"),
    JSON.stringify({ root: true, extends: ["./tooling/biome/biome.json"] }),
  );
  mkdirSync(dirname(join(scratch, file)), { recursive: true });
  writeFileSync(join(scratch, file), `import { x } from "${specifier}";\nexport const y = x;\n`);
  const result = spawnSync(biome, ["lint", file], { cwd: scratch, encoding: "utf8" });
  return `${result.stdout}${result.stderr}`;
}

const refused = (output: string) => output.includes("noRestrictedImports");

describe("import direction between packages", () => {
  it("keeps the back office on ui, domain and catalogs, and out of the sites' packages", () => {
    for (const allowed of [
      "@qs/ui/button",
      "@qs/domain/staff-access",
      "@qs/catalogs/failure-reasons",
    ]) {
      expect(refused(lintImport("packages/back-office/src/probe.tsx", allowed)), allowed).toBe(
        false,
      );
    }
    const out = lintImport("packages/back-office/src/probe.tsx", "@qs/api-client/api-client");
    expect(refused(out)).toBe(true);
    expect(out).toContain("The back office stands on @qs/ui, @qs/domain and @qs/catalogs only");
    const site = lintImport("packages/comparator-ui/src/probe.tsx", "@qs/back-office/inbox-page");
    expect(refused(site)).toBe(true);
    expect(site).toContain("Only apps/backoffice imports the back office");
  });

  it("keeps domain and i18n free of our other packages", () => {
    const out = lintImport("packages/domain/src/probe.ts", "@qs/ui/button");
    expect(refused(out)).toBe(true);
    expect(out).toContain("bottom layer and import nothing of ours");
    expect(refused(lintImport("packages/i18n/src/probe.ts", "@qs/domain/rut"))).toBe(true);
  });

  it("lets catalogs reuse the domain's validators and nothing above", () => {
    expect(refused(lintImport("packages/catalogs/src/probe.ts", "@qs/domain/rut"))).toBe(false);
    const out = lintImport("packages/catalogs/src/probe.ts", "@qs/pricing/price-product");
    expect(refused(out)).toBe(true);
    expect(out).toContain("catalogs (reference data) may import only @qs/domain");
  });

  it("lets pricing and the API client use only domain and catalogs", () => {
    expect(refused(lintImport("packages/pricing/src/probe.ts", "@qs/domain/rut"))).toBe(false);
    expect(refused(lintImport("packages/api-client/src/probe.ts", "@qs/catalogs/isapres"))).toBe(
      false,
    );
    const out = lintImport("packages/pricing/src/probe.ts", "@qs/ui/button");
    expect(refused(out)).toBe(true);
    expect(out).toContain("may import only @qs/domain and @qs/catalogs");
  });

  it("lets UI packages use lower layers but never an app", () => {
    expect(refused(lintImport("packages/site-shell/src/probe.tsx", "@qs/domain/rut"))).toBe(false);
    expect(refused(lintImport("packages/site-shell/src/probe.tsx", "@qs/ui/button"))).toBe(false);
    const out = lintImport("packages/ui/src/probe.tsx", "@qs/app-co/src/main");
    expect(refused(out)).toBe(true);
    expect(out).toContain("A package never imports an app");
  });

  it("keeps the chat and the partner layout under the site shell, which places them", () => {
    expect(refused(lintImport("packages/chat/src/probe.tsx", "@qs/ui/privacy-notice"))).toBe(false);
    expect(refused(lintImport("packages/site-shell/src/probe.tsx", "@qs/chat/chat-widget"))).toBe(
      false,
    );
    const out = lintImport("packages/chat/src/probe.tsx", "@qs/site-shell/header");
    expect(refused(out)).toBe(true);
    expect(out).toContain("@qs/site-shell and @qs/site-routes place them on the page");
    expect(
      refused(
        lintImport("packages/partner-layout/src/probe.tsx", "@qs/comparator-ui/comparator-search"),
      ),
    ).toBe(true);
  });

  it("lets only site-routes import the online purchase, which uses the layers it may", () => {
    expect(
      refused(lintImport("packages/site-routes/src/probe.tsx", "@qs/purchase/purchase-page")),
    ).toBe(false);
    const out = lintImport("packages/plan-detail/src/probe.tsx", "@qs/purchase/purchase-page");
    expect(refused(out)).toBe(true);
    expect(out).toContain("Only @qs/site-routes imports the online purchase");
    expect(refused(lintImport("apps/co/src/probe.ts", "@qs/purchase/purchase-page"))).toBe(true);
    expect(refused(lintImport("packages/domain/src/probe.ts", "@qs/purchase/x"))).toBe(true);
    for (const allowed of [
      "@qs/ui/button",
      "@qs/profile-forms/profile-store",
      "@qs/api-client/purchase",
      "@qs/catalogs/payments",
      "@qs/i18n/create-i18n",
    ]) {
      expect(refused(lintImport("packages/purchase/src/probe.tsx", allowed)), allowed).toBe(false);
    }
    const sideways = lintImport("packages/purchase/src/probe.tsx", "@qs/comparator-ui/x");
    expect(refused(sideways)).toBe(true);
    expect(sideways).toContain("may import only @qs/ui, @qs/profile-forms");
    expect(refused(lintImport("packages/purchase/src/probe.tsx", "@qs/app-co/src/main"))).toBe(
      true,
    );
    // The other UI packages keep their own rule: an app is still refused there.
    expect(refused(lintImport("packages/ui/src/probe.tsx", "@qs/app-co/src/main"))).toBe(true);
    // Eleven runs of Biome: a ceiling for a busy machine, not a measure of speed.
  }, 180_000);

  it("keeps the product display kit under the listing, the plan page and the purchase", () => {
    for (const allowed of ["@qs/profile-forms/profile-store", "@qs/pricing/isapre-payment"]) {
      expect(refused(lintImport("packages/product-display/src/probe.tsx", allowed)), allowed).toBe(
        false,
      );
    }
    const out = lintImport("packages/product-display/src/probe.tsx", "@qs/comparator-ui/x");
    expect(refused(out)).toBe(true);
    expect(out).toContain("Pass what it needs from @qs/comparator-ui or @qs/plan-detail as props");
    expect(
      refused(lintImport("packages/product-display/src/probe.tsx", "@qs/purchase/purchase-page")),
    ).toBe(true);
    expect(
      refused(lintImport("packages/purchase/src/probe.tsx", "@qs/product-display/price-label")),
    ).toBe(false);
    expect(
      refused(lintImport("packages/plan-detail/src/probe.tsx", "@qs/product-display/yearly-cost")),
    ).toBe(false);
  }, 180_000);

  it("keeps the provider directory under the listing, the plan page and the landing", () => {
    expect(
      refused(
        lintImport("packages/provider-directory/src/probe.tsx", "@qs/api-client/get-providers"),
      ),
    ).toBe(false);
    const out = lintImport("packages/provider-directory/src/probe.tsx", "@qs/comparator-ui/x");
    expect(refused(out)).toBe(true);
    expect(out).toContain("The provider directory (@qs/provider-directory)");
    expect(
      refused(
        lintImport("packages/plan-detail/src/probe.tsx", "@qs/provider-directory/plan-network"),
      ),
    ).toBe(false);
  }, 180_000);

  it("keeps apps from importing each other and the server from browser code", () => {
    expect(refused(lintImport("apps/co/src/probe.ts", "@qs/site-shell/header"))).toBe(false);
    expect(refused(lintImport("apps/co/src/probe.ts", "@qs/app-cl/src/country-config"))).toBe(true);
    expect(refused(lintImport("apps/api/src/probe.ts", "@qs/domain/product"))).toBe(false);
    expect(refused(lintImport("apps/api/src/probe.ts", "@qs/site-shell/header"))).toBe(true);
    // Who a request comes from is decided in one package the API and the site servers share.
    expect(
      refused(lintImport("apps/api/src/http/probe.ts", "@qs/visitor-address/client-address")),
    ).toBe(false);
    const out = lintImport("packages/visitor-address/src/probe.ts", "@qs/domain/rut");
    expect(refused(out)).toBe(true);
    expect(out).toContain("visitor-address decides who a request comes from");
  });

  it("keeps the demo catalogue out of the API's routes and services", () => {
    expect(refused(lintImport("apps/api/src/db/seed/probe.ts", "@qs/demo-catalog/index"))).toBe(
      false,
    );
    const out = lintImport("apps/api/src/features/leads/probe.ts", "@qs/demo-catalog/index");
    expect(refused(out)).toBe(true);
    expect(out).toContain("never import the demo catalogue or the seeding code");
    expect(
      refused(
        lintImport("apps/api/src/features/leads/probe-routes.ts", "../../db/seed/load-catalog"),
      ),
    ).toBe(true);
    expect(refused(lintImport("apps/api/src/platform/probe.ts", "@qs/site-shell/header"))).toBe(
      true,
    );
    expect(refused(lintImport("packages/demo-catalog/src/probe.ts", "@qs/pricing/x"))).toBe(true);
  });

  it("keeps the API's HTTP plumbing free of features", () => {
    const out = lintImport("apps/api/src/http/probe.ts", "../features/chat/chat-store");
    expect(refused(out)).toBe(true);
    expect(out).toContain("src/http/ is the plumbing every route shares and imports no feature");
    expect(refused(lintImport("apps/api/src/http/probe.ts", "../platform/errors"))).toBe(false);
  });

  it("keeps the API's services and platform free of HTTP", () => {
    const out = lintImport("apps/api/src/features/purchase/probe-store.ts", "../../http/reply");
    expect(refused(out)).toBe(true);
    expect(out).toContain("throw a domain error from src/platform/errors.ts");
    expect(refused(lintImport("apps/api/src/platform/probe.ts", "../http/reply"))).toBe(true);
    expect(
      refused(
        lintImport("apps/api/src/features/purchase/payments/probe.ts", "../../../http/reply"),
      ),
    ).toBe(true);
    // A feature's route files are its HTTP edge.
    expect(
      refused(lintImport("apps/api/src/features/purchase/probe-routes.ts", "../../http/reply")),
    ).toBe(false);
    const platform = lintImport("apps/api/src/platform/probe.ts", "../features/chat/chat-store");
    expect(platform).toContain("src/platform/ holds what every feature shares");
  });

  it("lets one API feature use another only through its public files", () => {
    const out = lintImport("apps/api/src/features/chat/probe.ts", "../privacy/my-data");
    expect(refused(out)).toBe(true);
    expect(out).toContain("reaches privacy and consent only through its public files");
    expect(
      refused(lintImport("apps/api/src/features/chat/probe.ts", "../privacy/consent-registry")),
    ).toBe(false);
    expect(
      refused(
        lintImport("apps/api/src/features/purchase/payments/probe.ts", "../../leads/lead-store"),
      ),
    ).toBe(true);
    expect(
      refused(
        lintImport("apps/api/src/features/purchase/payments/probe.ts", "../../leads/lead-status"),
      ),
    ).toBe(false);
    // Within a feature, any file.
    expect(
      refused(lintImport("apps/api/src/features/purchase/payments/probe.ts", "../orders")),
    ).toBe(false);
    expect(refused(lintImport("apps/api/src/features/leads/probe.ts", "../back-office/x"))).toBe(
      true,
    );
  });

  it("allows the shared test presets everywhere", () => {
    expect(refused(lintImport("packages/domain/vitest.config.ts", "@qs/vitest-config"))).toBe(
      false,
    );
  });
});
