import { createApiClient } from "@qs/api-client/api-client";
import { encodeProfileLink } from "@qs/domain/profile-link";
import { SiteHarness } from "@qs/test-support/site-harness";
import { useRouterState } from "@tanstack/react-router";
import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sharedLinkDestination } from "./shared-link-destination";
import { SharedLinkView } from "./shared-link-view";

const CODE = "Xk3vQ9aLm2Pz7Rt5Wc8YbQ";
const family = { ingresodatos: true, cotizante: [{ sexo: "Femenino", edad: 38 }] };

describe("sharedLinkDestination", () => {
  const origin = "http://localhost:5173";

  it("goes to the stored address on this site, profile included", () => {
    const perfil = encodeProfileLink(family);
    const url = `${origin}/Comparar/Comparacion?productos=P-1,P-2&perfil=${encodeURIComponent(perfil)}&productType=POLIZA+DE+SALUD`;
    expect(sharedLinkDestination({ url, decodedProfile: family }, origin)).toEqual({
      href: url.slice(origin.length),
      sameOrigin: true,
    });
  });

  it("adds a profile kept apart from the address as perfil", () => {
    const destination = sharedLinkDestination(
      { url: `${origin}/Seguros/a/b`, decodedProfile: family },
      origin,
    );
    const params = new URL(destination?.href ?? "", origin).searchParams;
    expect(params.get("perfil")).toBe(encodeProfileLink(family));
  });

  it("leaves for another approved host with the whole address", () => {
    expect(sharedLinkDestination({ url: "https://www.queseguro.co/Comparar" }, origin)).toEqual({
      href: "https://www.queseguro.co/Comparar",
      sameOrigin: false,
    });
  });

  it("follows nothing but http(s) addresses", () => {
    expect(sharedLinkDestination({ url: "javascript:alert(1)" }, origin)).toBeNull();
    expect(sharedLinkDestination({ url: "/relativa" }, origin)).toBeNull();
  });
});

function Address() {
  return (
    <output data-testid="address">
      {useRouterState({ select: (state) => state.location.href })}
    </output>
  );
}

function openShared(answer: { status: number; body: unknown }, leave?: (href: string) => void) {
  const requested: string[] = [];
  const client = createApiClient({
    baseUrl: "http://api.fixture",
    countryCode: "CO",
    version: "0.0.0",
    fetch: (async (input: string | URL | Request) => {
      requested.push(new URL(String(input)).pathname);
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }) as typeof fetch,
  });
  render(
    <SiteHarness initialPath={`/url/${CODE}`} apiClient={client}>
      <SharedLinkView code={CODE} leave={leave} />
      <Address />
    </SiteHarness>,
  );
  return requested;
}

describe("opening a shared link", () => {
  it("resolves the code and replaces itself with the stored comparison", async () => {
    const stored = `/Comparar/Comparacion?productos=P-1001%2CP-1002&perfil=${encodeURIComponent(encodeProfileLink(family))}`;
    const requested = openShared({
      status: 200,
      body: {
        data: { code: CODE, url: `${window.location.origin}${stored}`, decodedProfile: family },
        metadata: { demo: true },
      },
    });
    expect(await screen.findByText("Abriendo el enlace compartido…")).toBeVisible();
    await waitFor(() => expect(screen.getByTestId("address").textContent).toBe(stored));
    expect(requested).toEqual([`/api/buscarplanes/sharedinsurance/${CODE}`]);
  });

  it("hands an address on another approved host to the browser", async () => {
    const left: string[] = [];
    openShared(
      {
        status: 200,
        body: {
          data: { code: CODE, url: "https://www.queseguro.co/Comparar", decodedProfile: null },
          metadata: { demo: true },
        },
      },
      (href) => left.push(href),
    );
    await waitFor(() => expect(left).toEqual(["https://www.queseguro.co/Comparar"]));
  });

  it("says so when no link has the code", async () => {
    openShared({ status: 404, body: { error: "Enlace compartido no encontrado" } });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Este enlace compartido no existe o ya no está disponible.",
    );
    expect(screen.getByRole("link", { name: "Ir al comparador" })).toHaveAttribute(
      "href",
      "/Comparar",
    );
    expect(screen.getByTestId("address").textContent).toBe(`/url/${CODE}`);
  });
});
