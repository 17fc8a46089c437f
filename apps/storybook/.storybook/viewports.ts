import type { ViewportMap } from "storybook/viewport";

/**
 * The two sizes every screen is reviewed at: a phone of 390 × 844 (the width most of our
 * visitors browse with) and a desktop of 1280 × 800. Stories pick one with
 * `globals: { viewport: { value: "phone", isRotated: false } }`; without one they render at
 * the desktop width of the browser.
 */
export const VIEWPORTS = {
  phone: {
    name: "Phone (390 × 844)",
    styles: { width: "390px", height: "844px" },
    type: "mobile",
  },
  desktop: {
    name: "Desktop (1280 × 800)",
    styles: { width: "1280px", height: "800px" },
    type: "desktop",
  },
} as const satisfies ViewportMap;
