import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { InboxPage } from "./inbox-page";
import { BackOfficeHarness, sampleStaffApi } from "./testing/back-office-harness";

function renderInbox(role: "EJECUTIVO" | "SUPERVISOR" | "EJECUTIVO DE SOPORTE") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BackOfficeHarness staffRole={role} api={sampleStaffApi()}>
        <InboxPage search={{}} onSearchChange={() => {}} onOpen={() => {}} />
      </BackOfficeHarness>
    </QueryClientProvider>,
  );
}

describe("the inbox shows what the role may do", () => {
  it("gives an advisor their queue and the unassigned, 'Tomar' on a free lead, no team", async () => {
    renderInbox("EJECUTIVO");
    expect(await screen.findByText("Lucía Fernández")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Equipo" })).toBeNull();
    expect(screen.getAllByRole("button", { name: "Tomar" })).toHaveLength(1);
  });

  it("gives a supervisor the team's queue", async () => {
    renderInbox("SUPERVISOR");
    expect(await screen.findByRole("button", { name: "Equipo" })).toBeInTheDocument();
  });

  it("gives support no 'Tomar'", async () => {
    renderInbox("EJECUTIVO DE SOPORTE");
    expect(await screen.findByText("Lucía Fernández")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Tomar" })).toBeNull();
  });
});
