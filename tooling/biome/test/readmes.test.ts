import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain Node script without types
import { checkReadmes, ownedPaths } from "../../scripts/check-readmes.mjs";

describe("a README's Owns line", () => {
  it("names paths in backticks", () => {
    expect(ownedPaths("# @qs/x\n\nWhat it is.\n\nOwns: `src/a.ts` (the rule), `src/b/`\n")).toEqual(
      {
        paths: ["src/a.ts", "src/b/"],
      },
    );
  });

  it("is required once, with a path, and no pattern", () => {
    expect(ownedPaths("# @qs/x\n").problem).toMatch(/no line/);
    expect(ownedPaths("Owns: `a`\nOwns: `b`\n").problem).toMatch(/2 lines/);
    expect(ownedPaths("Owns: everything\n").problem).toMatch(/names no path/);
    expect(ownedPaths("Owns: `src/*.ts`\n").problem).toMatch(/pattern/);
  });

  it("fails for a package without a README or naming a missing file", () => {
    expect(checkReadmes(["tooling/biome"])).toEqual([
      "tooling/biome: no README.md (say what the package is for and what it owns)",
    ]);
  });
});
