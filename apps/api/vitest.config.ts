import { vitestPreset } from "@qs/vitest-config";

export default vitestPreset("node", {
  test: {
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Migrates and loads the small catalogue once; each test file copies that database.
    globalSetup: ["test/support/global-setup.ts"],
    // Each file opens its own PGlite (and PostgreSQL database): two at a time fit in memory.
    maxWorkers: 2,
  },
});
