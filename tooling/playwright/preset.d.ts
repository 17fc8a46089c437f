import type { LaunchOptions, PlaywrightTestConfig } from "@playwright/test";

export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
export declare const launchOptions: LaunchOptions;
export declare function playwrightPreset<T = unknown, W = unknown>(
  config: PlaywrightTestConfig<T, W>,
): PlaywrightTestConfig<T, W>;
