import { sampleIframePartner, samplePartner } from "@qs/test-support/partner-samples";
import { SiteHarness } from "@qs/test-support/site-harness";
import { PartnerProvider } from "@qs/ui/partner-context";
import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { bannerBackground } from "./partner-banner";
import { PartnerLayout } from "./partner-layout";

function frame(partner: typeof samplePartner | null, path = "/Comparar") {
  return render(
    <SiteHarness initialPath={path}>
      <PartnerProvider partner={partner}>
        <PartnerLayout header={<p>Nuestro encabezado</p>} footer={<p>Nuestro pie</p>}>
          <p>Página</p>
        </PartnerLayout>
      </PartnerProvider>
    </SiteHarness>,
  );
}

describe("partner layout", () => {
  it("shows our header and footer without a banner on the own site", async () => {
    frame(null);
    expect(await screen.findByText("Nuestro encabezado")).toBeInTheDocument();
    expect(screen.getByText("Nuestro pie")).toBeInTheDocument();
    expect(screen.queryByText(/Compara seguros con/)).not.toBeInTheDocument();
  });

  it("shows the partner's banner and its header and footer HTML on a subdomain", async () => {
    frame(samplePartner);
    expect(await screen.findByText("Compara seguros con Banco Andino")).toBeInTheDocument();
    const header = screen.getByRole("region", { name: "Encabezado del aliado" });
    await waitFor(() =>
      expect(header.querySelector("a")?.getAttribute("href")).toBe(
        "https://www.bancoandino.com.co",
      ),
    );
    expect(screen.getByRole("region", { name: "Pie de página del aliado" })).toBeInTheDocument();
    expect(screen.getByText("Nuestro encabezado")).toBeInTheDocument();
    expect(screen.getByText("Nuestro pie")).toBeInTheDocument();
  });

  it("hides our footer on a path outside footerEnabledRoutes", async () => {
    frame(samplePartner, "/contacto");
    expect(await screen.findByText("Nuestro encabezado")).toBeInTheDocument();
    expect(screen.queryByText("Nuestro pie")).not.toBeInTheDocument();
  });

  it("hides our header and footer when the partner switches them off", async () => {
    frame(sampleIframePartner);
    expect(await screen.findByText("Compara seguros con Cafeteros Unidos")).toBeInTheDocument();
    expect(screen.queryByText("Nuestro encabezado")).not.toBeInTheDocument();
    expect(screen.queryByText("Nuestro pie")).not.toBeInTheDocument();
  });

  it("sanitises the partner's HTML again in the browser", async () => {
    frame({
      ...samplePartner,
      html: {
        headerHtml: '<a href="javascript:alert(1)" onclick="x()">Hola</a><script>x()</script>',
        footerHtml: null,
      },
    });
    const header = await screen.findByRole("region", { name: "Encabezado del aliado" });
    // Drawn first in the browser: empty until DOMPurify has loaded and passed over it.
    await waitFor(() => expect(header.textContent).toBe("Hola"));
    expect(header.innerHTML).not.toMatch(/script|onclick|javascript:/);
  });

  it("lets only plain hex colours into the banner", () => {
    const injected = {
      ...samplePartner,
      data: {
        ...samplePartner.data,
        subdomainBanner: { color: "red;background:url(x)", endGradient: "#123456" },
      },
    };
    expect(bannerBackground(injected)).toBe(
      "linear-gradient(90deg, var(--qs-color-brand-strong), #123456)",
    );
  });
});
