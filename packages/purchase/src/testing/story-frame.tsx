import type { PurchaseView } from "@qs/domain/api/purchase";
import type { ReactNode } from "react";
import { PurchaseApiHarness, type PurchaseFixture } from "./purchase-harness";

/** The phone width the purchase is reviewed at. */
export const MOBILE_WIDTH = 390;

/** Storybook's phone viewport (the axe check resizes to it) for the mobile stories. */
export const mobileGlobals = { viewport: { value: "phone", isRotated: false } };

/**
 * A step as the purchase page lays it out, over a fixture API and a fresh query cache
 * (inside Storybook's site harness); `mobile` narrows it to a phone's width.
 */
export function StoryFrame({
  children,
  view,
  api,
  mobile = false,
}: {
  children: ReactNode;
  view?: PurchaseView;
  api?: PurchaseFixture;
  mobile?: boolean;
}) {
  return (
    <PurchaseApiHarness view={view} api={api}>
      <div
        className="qs-container qs-purchase"
        style={mobile ? { maxWidth: MOBILE_WIDTH, padding: "16px 12px" } : undefined}
      >
        {children}
      </div>
    </PurchaseApiHarness>
  );
}
