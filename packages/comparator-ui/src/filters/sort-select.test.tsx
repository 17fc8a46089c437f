import { SiteHarness } from "@qs/test-support/site-harness";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SortSelect } from "./sort-select";

async function renderSelect(props: Partial<Parameters<typeof SortSelect>[0]> = {}) {
  const onChange = vi.fn();
  render(
    <SiteHarness>
      <SortSelect value="recommended" onChange={onChange} {...props} />
    </SiteHarness>,
  );
  const select = await screen.findByRole("combobox", { name: "Ordenar por" });
  const options = within(select)
    .getAllByRole("option")
    .map((option) => option.textContent);
  return { select, options, onChange };
}

describe("sort select", () => {
  it("offers the orders that price the household only once a profile is stored", async () => {
    const { options } = await renderSelect();
    expect(options).not.toContain("Menor precio para mi perfil");
    expect(options).not.toContain("Menor costo anual estimado");
    expect(options).not.toContain("Menor costo a 5 años");
  });

  it("offers 'Menor costo anual estimado' and 'Menor costo a 5 años' next to 'Menor precio para mi perfil' with a profile", async () => {
    const { select, options, onChange } = await renderSelect({ withProfilePrice: true });
    expect(options.slice(-3)).toEqual([
      "Menor precio para mi perfil",
      "Menor costo anual estimado",
      "Menor costo a 5 años",
    ]);
    fireEvent.change(select, { target: { value: "yearlyCost" } });
    expect(onChange).toHaveBeenCalledWith("yearlyCost");
    fireEvent.change(select, { target: { value: "fiveYearCost" } });
    expect(onChange).toHaveBeenCalledWith("fiveYearCost");
  });

  it("keeps the order the address asks for even before the profile is read", async () => {
    const { select, options } = await renderSelect({ value: "yearlyCost" });
    expect(options).toContain("Menor costo anual estimado");
    expect(select).toHaveValue("yearlyCost");
  });
});
