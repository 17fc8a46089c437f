import { vitestPreset } from "@qs/vitest-config";

// Building the 10,000-product catalogue takes seconds on a busy machine: the guard
// against a hung test is wider here than the preset's.
export default vitestPreset("node", { test: { testTimeout: 120_000 } });
