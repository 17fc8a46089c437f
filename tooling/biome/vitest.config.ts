import { vitestPreset } from "@qs/vitest-config";

export default vitestPreset("node", { test: { testTimeout: 30_000 } });
