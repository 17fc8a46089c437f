import { type CallLog, ComparatorHarness } from "@qs/test-support/comparator-harness";
import { SiteHarness } from "@qs/test-support/site-harness";
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ComparisonPage } from "./comparison-page";

const CODE = "Xk3vQ9aLm2Pz7Rt5Wc8YbQ";

afterEach(() => {
  Reflect.deleteProperty(navigator, "clipboard");
});

describe("sharing the comparison", () => {
  it("'Compartir' stores a short link and copies it once the products are shown", async () => {
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const calls: CallLog = [];
    render(
      <SiteHarness initialPath="/Comparar/Comparacion?productos=P-1001,P-1002">
        <ComparatorHarness
          calls={calls}
          api={(url) =>
            url.pathname === "/api/buscarplanes/sharedinsurance"
              ? {
                  status: 201,
                  body: {
                    data: {
                      code: CODE,
                      shortPath: `/url/${CODE}`,
                      editToken: `${"e".repeat(21)}_-${"T".repeat(20)}`,
                    },
                    metadata: { demo: true },
                  },
                }
              : undefined
          }
        >
          <ComparisonPage codes={["P-1001", "P-1002"]} />
        </ComparatorHarness>
      </SiteHarness>,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Compartir" }));
    expect(await screen.findByText("¡Enlace del plan copiado al portapapeles!")).toBeVisible();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/url/${CODE}`);
    expect(
      calls.filter((url) => url.pathname === "/api/buscarplanes/sharedinsurance"),
    ).toHaveLength(1);
  });
});
