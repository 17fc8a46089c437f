import type { Page } from "@playwright/test";

/** Waits for the fonts, the images and `quietMs` without a change to the document. */
export declare function untilStill(page: Page, quietMs: number): Promise<void>;
