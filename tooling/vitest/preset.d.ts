import type { ViteUserConfig } from "vitest/config";

export declare function vitestPreset(
  environment: "node" | "jsdom",
  overrides?: ViteUserConfig,
): ViteUserConfig;
