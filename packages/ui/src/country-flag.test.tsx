import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CountryFlag } from "./country-flag";

describe("CountryFlag", () => {
  it("is an image named by its title", () => {
    render(<CountryFlag code="PE" title="Perú" />);
    expect(screen.getByRole("img", { name: "Perú" })).toBeInTheDocument();
  });

  it("stays silent beside a visible country name", () => {
    const { container } = render(<CountryFlag code="CL" />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    expect(container.textContent).toBe("");
  });
});
