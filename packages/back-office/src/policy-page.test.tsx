import type { StaffRole } from "@qs/domain/staff-access";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PolicyPage } from "./policy-page";
import type { StaffApi } from "./staff-api";
import {
  BackOfficeHarness,
  refusal,
  sampleBackOfficePolicy,
  sampleStaffApi,
} from "./testing/back-office-harness";

function renderPolicy(role: StaffRole, api: StaffApi = sampleStaffApi()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BackOfficeHarness staffRole={role} api={api}>
        <PolicyPage id={sampleBackOfficePolicy.id} onBack={() => {}} />
      </BackOfficeHarness>
    </QueryClientProvider>,
  );
}

describe("a policy's movements in the back office", () => {
  it("list the movements in process first, to choose and accept with the keys", async () => {
    const decideMovements = vi.fn(sampleStaffApi().decideMovements);
    renderPolicy("POSTVENTA", sampleStaffApi({ decideMovements }));
    expect(await screen.findByText("Tomás Herrera Fuentes")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Mostrar" })).toHaveValue("EN_PROCESO");
    const accept = screen.getByRole("button", { name: "Aceptar" });
    expect(accept).toBeDisabled();
    fireEvent.click(
      screen.getByRole("checkbox", { name: "Elegir todos los movimientos de esta página" }),
    );
    expect(screen.getByText("2 movimientos elegidos")).toBeInTheDocument();
    fireEvent.click(accept);
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Movimientos registrados. Aceptados: 2 · rechazados: 0.",
    );
    expect(decideMovements).toHaveBeenCalledWith(
      sampleBackOfficePolicy.id,
      { decision: "accept", ids: [3, 6] },
      "csrf-de-prueba",
    );
  });

  it("show the API's refusal when a movement was decided meanwhile", async () => {
    renderPolicy(
      "BACKOFFICE",
      sampleStaffApi({
        decideMovements: async () => {
          throw refusal(409, "Uno de los movimientos ya no está en proceso: recarga la lista");
        },
      }),
    );
    fireEvent.click(
      await screen.findByRole("checkbox", {
        name: "Elegir el movimiento de Valentina Díaz Pérez (En proceso de baja · exclusión el 31 dic 2026)",
      }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Rechazar" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Uno de los movimientos ya no está en proceso: recarga la lista",
    );
  });

  it("give support neither choices nor decisions", async () => {
    renderPolicy("EJECUTIVO DE SOPORTE");
    const table = await screen.findByRole("region", { name: "Nómina" });
    expect(within(table).getByText("Tomás Herrera Fuentes")).toBeInTheDocument();
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.queryByRole("button", { name: "Aceptar" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Rechazar" })).toBeNull();
  });
});
