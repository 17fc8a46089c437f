import type { ProductItem } from "@qs/domain/product";
import type { Tab } from "@qs/domain/tab";
import { type ApiFixture, ComparatorHarness } from "@qs/test-support/comparator-harness";
import type { ReactNode } from "react";
import type { PdfLoader } from "../document/pdf-source";

const meta = { demo: true };

/** Tabs of the demonstration plan, as the API answers them. */
export const sampleTabs: Tab[] = [
  { url: "", title: "Resumen", icon: "home", showIcon: true, priority: 1 },
  { url: "Coberturas", title: "Coberturas", icon: "shield", showIcon: true, priority: 2 },
  { url: "Clinicas", title: "Clínicas y prestadores", icon: "hospital", priority: 3 },
  {
    url: "Condiciones",
    title: "Condiciones",
    icon: "file-pdf",
    showIcon: true,
    priority: 4,
    file: { url: "/api/documents/42/file" },
  },
  {
    url: "Preguntas-Frecuentes",
    title: "Preguntas frecuentes",
    icon: "circle-question",
    priority: 5,
    inMenuMore: true,
  },
  { url: "Solicitar", title: "Solicitar", icon: "paper-plane", priority: 6, highlight: true },
];

export const sampleDetailProduct = {
  id: 1001,
  isActive: true,
  displayName: "Salud Esencial",
  productCode: "P-1001",
  url: "Salud-Esencial",
  description: "Hospitalización y cirugía al 100 %, urgencias y telemedicina 24/7.",
  availableFrom: "2024-01-15",
  price: { minPrice: 120000, unit: { id: 1, code: "COP" }, paymentMode: "Mensual" },
  organization: {
    id: 101,
    displayName: "Seguros Andinos",
    type: "ASEG",
    metadata: { url: "Seguros-Andinos", image: null },
  },
  insuranceType: { id: 11, name: "POLIZA DE SALUD", displayName: "Pólizas de Salud" },
  insuranceMetadata: { salesChannel: ["ejecutivo"] },
} as ProductItem;

/** The detail's calls answered with demonstration data. */
export const detailFixture: ApiFixture = (url) => {
  const path = url.pathname;
  if (path.endsWith("/tabs")) return { body: { data: sampleTabs, metadata: meta } };
  if (path.endsWith("/faqs"))
    return {
      body: {
        data: [
          { question: "¿Desde cuándo tengo cobertura?", answer: "Desde el primer día del mes." },
          { question: "¿Puedo incluir a mi familia?", answer: "Sí, como beneficiarios." },
        ],
        metadata: meta,
      },
    };
  if (path.startsWith("/api/documents/insurance/"))
    return {
      body: {
        data: [
          {
            id: 41,
            insuranceId: 1001,
            name: "Condiciones generales",
            url: "/api/documents/41/file",
            pages: 12,
          },
          {
            id: 42,
            insuranceId: 1001,
            name: "Condiciones particulares",
            url: "/api/documents/42/file",
            pages: 2,
          },
        ],
        metadata: meta,
      },
    };
  return undefined;
};

/** The comparator harness with the detail's fixtures first. */
export function DetailHarness({ children, api }: { children: ReactNode; api?: ApiFixture }) {
  return (
    <ComparatorHarness api={(url, call) => api?.(url, call) ?? detailFixture(url, call)}>
      {children}
    </ComparatorHarness>
  );
}

/** A PDF of `pages` drawn pages; `fail` rejects, `pending` never loads. */
export function fakePdfLoader(
  pages: number,
  options: { fail?: boolean; pending?: boolean } = {},
): PdfLoader {
  return async () => {
    if (options.pending) return new Promise(() => {});
    if (options.fail) throw new Error("No se pudo leer el PDF");
    return {
      numPages: pages,
      async renderPage(pageNumber, canvas, width) {
        const height = Math.round(width * 1.3);
        canvas.width = width;
        canvas.height = height;
        const context = /jsdom/i.test(navigator.userAgent) ? null : canvas.getContext("2d");
        if (context) {
          context.fillStyle = "#ffffff";
          context.fillRect(0, 0, width, height);
          context.fillStyle = "#1c2333";
          context.font = "24px sans-serif";
          context.fillText(`Condiciones generales · página ${pageNumber}`, 32, 64);
          context.font = "14px sans-serif";
          for (let line = 0; line < 20; line += 1)
            context.fillText(
              "Texto de las condiciones del contrato de salud.",
              32,
              110 + line * 24,
            );
        }
        return height;
      },
    };
  };
}
