import { sampleCountryConfig } from "@qs/country-samples/sample-country-config";
import { createI18n } from "@qs/i18n/create-i18n";
import { CountryConfigProvider } from "@qs/ui/country-config-context";
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it, vi } from "vitest";
import { CoverShareSlider } from "./cover-share-slider";

const i18n = createI18n("es");

function Slider({ onChange }: { onChange: (percentage: number) => void }) {
  return (
    <I18nextProvider i18n={i18n}>
      <CountryConfigProvider config={sampleCountryConfig}>
        <CoverShareSlider cost={200000} unitCode="COP" percentage={50} onChange={onChange} />
      </CountryConfigProvider>
    </I18nextProvider>
  );
}

describe("cover-share slider", () => {
  it("takes a value the visitor chose before the page was hydrated", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Slider onChange={() => {}} />);
    document.body.append(container);
    const input = container.querySelector("input") as HTMLInputElement;
    // Moved on the server-rendered page, before React listens.
    input.value = "80";
    const onChange = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Slider onChange={onChange} />);
    });
    expect(onChange).toHaveBeenCalledWith(80);
    container.remove();
  });

  it("changes nothing when the slider was not moved before hydration", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Slider onChange={() => {}} />);
    document.body.append(container);
    const onChange = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Slider onChange={onChange} />);
    });
    expect(onChange).not.toHaveBeenCalled();
    container.remove();
  });
});
