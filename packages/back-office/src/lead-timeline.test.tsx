import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LeadTimeline } from "./lead-timeline";
import { BackOfficeHarness, sampleLead } from "./testing/back-office-harness";

describe("a lead's timeline", () => {
  it("tells each moment with who did it, the product's own moves as 'automático'", () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <BackOfficeHarness staffRole="EJECUTIVO">
          <LeadTimeline entries={sampleLead.timeline} />
        </BackOfficeHarness>
      </QueryClientProvider>,
    );
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => item.dataset.kind)).toEqual(
      sampleLead.timeline.map((entry) => entry.kind),
    );
    const [created, assignment, , , status, chat, retrying] = items;
    expect(created).toHaveTextContent("Llegó: Compra en línea");
    expect(created).toHaveTextContent("Campaña: utm_source=boletin, utm_campaign=salud-2026");
    expect(created).toHaveTextContent("Referido por ana.asesora@queseguro.com");
    expect(created).toHaveTextContent("Aceptó el consentimiento versión 2026-01");
    expect(assignment).toHaveTextContent("Asignada a pedro.ejecutivo@queseguro.testautomático");
    expect(status).toHaveTextContent(
      "Estado: Asignado · Contactadopor sofia.supervisora@queseguro.test",
    );
    expect(chat).toHaveTextContent("Chat con 4 mensajescerrado");
    expect(retrying).toHaveTextContent("Correo «Retoma tu contratación»reintentando");
    // An order's amount after its currency's code, as every staff page writes amounts.
    const order = items[sampleLead.timeline.findIndex((entry) => entry.kind === "order")];
    expect(order).toHaveTextContent("QS-CO-7F3K2A");
    expect(order).toHaveTextContent("COP 185.000");
  });
});
