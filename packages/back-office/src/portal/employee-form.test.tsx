import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PortalHarness, sampleEmployees, samplePortalApi } from "../testing/portal-harness";
import { EmployeeForm } from "./employee-form";
import { type PortalApi, RefusedListError } from "./portal-api";

function renderForm(api: PortalApi, edit = false) {
  const onSaved = vi.fn();
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <PortalHarness api={api}>
        <EmployeeForm
          policyId="6a1f0c2e-1b2c-4d3e-8f40-5a6b7c8d9e01"
          employee={edit ? sampleEmployees[0] : undefined}
          onSaved={onSaved}
          onCancel={() => {}}
        />
      </PortalHarness>
    </QueryClientProvider>,
  );
  return onSaved;
}

describe("the person form", () => {
  it("shows each refused cell beside its field, and what no field shows above", async () => {
    renderForm(
      samplePortalApi({
        addEmployee: async () => {
          throw new RefusedListError(
            "Datos inválidos",
            [
              { row: 1, column: "RUT", message: "El RUT no es un RUT válido" },
              { row: 1, column: "RUT del titular", message: "Falta el RUT del titular" },
            ],
            2,
          );
        },
      }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Agregar persona" }));
    const rut = await screen.findByLabelText("RUT");
    await vi.waitFor(() => expect(rut).toHaveAttribute("aria-invalid", "true"));
    expect(rut).toHaveAccessibleDescription(
      "Con guion y dígito verificador, por ejemplo 12.345.678-5. El RUT no es un RUT válido",
    );
    await vi.waitFor(() => expect(rut).toHaveFocus());
    expect(screen.getByLabelText("Nombre")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "RUT del titular: Falta el RUT del titular",
    );
  });

  it("changes a person's data without a RUT field, sending their own RUT", async () => {
    const updateEmployee = vi.fn(samplePortalApi().updateEmployee);
    const onSaved = renderForm(samplePortalApi({ updateEmployee }), true);
    const person = sampleEmployees[0];
    expect(screen.queryByLabelText("RUT")).toBeNull();
    expect(screen.getByLabelText("Correo electrónico")).toHaveValue(person?.email);
    fireEvent.change(screen.getByLabelText("Nombre"), { target: { value: "Camila" } });
    fireEvent.change(screen.getByLabelText("Apellido paterno"), { target: { value: "González" } });
    fireEvent.click(screen.getByRole("button", { name: "Guardar cambios" }));
    await vi.waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith("Datos actualizados (Camila González)."),
    );
    expect(updateEmployee).toHaveBeenCalledWith(
      "6a1f0c2e-1b2c-4d3e-8f40-5a6b7c8d9e01",
      person?.id,
      expect.objectContaining({ name: "Camila", legalId: person?.legalId, insuredType: "Titular" }),
      "csrf-de-prueba",
    );
  });
});
