// @vitest-environment node
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect, it } from "vitest";

const script = fileURLToPath(new URL("../scripts/subset-inter.mjs", import.meta.url));

it("ships the latin font and the faces its script makes from Inter's", async () => {
  const { stdout } = await promisify(execFile)(process.execPath, [script, "--check"]);
  expect(stdout).toContain("as made (");
});
