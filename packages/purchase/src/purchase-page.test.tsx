import { PRICE_UNAVAILABLE_MESSAGE, type PurchaseView } from "@qs/domain/api/purchase";
import { OPEN_PROFILE_EVENT, PROFILE_SAVED_EVENT } from "@qs/profile-forms/profile-events";
import { resetProfileStores } from "@qs/profile-forms/profile-store";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { answer, type PurchaseFixture, type PurchaseRequest } from "./testing/purchase-harness";
import { createPurchaseTestSite } from "./testing/purchase-test-site";
import {
  companySaved,
  newPurchase,
  paidPurchase,
  paymentDeclined,
  paymentPending,
  readyToPay,
  SAMPLE_RETURN_TOKEN,
  SAMPLE_TOKEN,
  sampleRefusal,
} from "./testing/sample-purchase";

const STORAGE_KEY = "V1.6_CO_compra_P-1001";
const OLD_TOKEN = `${"o".repeat(21)}_-${"L".repeat(20)}`;

/** The draft's API: GET answers `current()`; other calls go to `more`. */
function purchaseApi(current: () => PurchaseView | null, more: PurchaseFixture = () => undefined) {
  return (request: PurchaseRequest) => {
    const path = request.url.pathname;
    if (request.method === "GET" && path.startsWith("/api/compra-online/")) {
      const view = current();
      const token = path.split("/").pop();
      return view && token === view.token
        ? answer(view)
        : {
            status: 404,
            body: {
              error:
                "No encontramos tu compra. Puede haber expirado: vuelve a elegir el plan para comenzar de nuevo.",
            },
          };
    }
    if (path.startsWith("/api/insurance/product/")) return { status: 404, body: { error: "No" } };
    return more(request);
  };
}

function open(path: string, api: PurchaseFixture, leave = vi.fn()) {
  const calls: PurchaseRequest[] = [];
  const site = createPurchaseTestSite({ initialPath: path, api, calls, leave });
  render(site.element);
  const location = () => site.router.state.location;
  return { ...site, calls, leave, location };
}

const withToken = (path: string, token = SAMPLE_TOKEN) =>
  `${path}?session=${token}&sessionType=compra`;

beforeEach(() => {
  localStorage.clear();
  resetProfileStores();
  // jsdom has no scrolling; refused answers are logged by the API client on purpose.
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

describe("where the purchase's token comes from", () => {
  it("starts a draft when the address and the browser keep none, then puts its token in the address in place", async () => {
    const site = open(
      "/Compra-Online/P-1001",
      purchaseApi(
        () => newPurchase,
        (request) =>
          request.method === "POST" && request.url.pathname === "/api/compra-online"
            ? answer(newPurchase, 201)
            : undefined,
      ),
    );
    expect(await screen.findByRole("heading", { name: "Datos personales" })).toBeVisible();
    const posts = site.calls.filter((call) => call.method === "POST");
    expect(posts).toHaveLength(1);
    // The language the purchase's privacy notice shows in: the API records it with the notice.
    expect(posts[0]?.body).toEqual({ productCode: "P-1001", consentLanguage: "es" });
    expect(site.location().pathname).toBe("/Compra-Online/P-1001/Datos-personales");
    expect(site.location().search).toEqual({ session: SAMPLE_TOKEN, sessionType: "compra" });
    expect(site.router.history.length).toBe(1);
    expect(localStorage.getItem(STORAGE_KEY)).toBe(SAMPLE_TOKEN);
  });

  it("sends the stored profile only with the visitor's consent", async () => {
    localStorage.setItem(
      "V1.6_CO",
      JSON.stringify({ ingresodatos: true, cotizante: [{ sexo: "Femenino", edad: 41 }] }),
    );
    const site = open(
      "/Compra-Online/P-1001",
      purchaseApi(
        () => newPurchase,
        (request) => (request.method === "POST" ? answer(newPurchase, 201) : undefined),
      ),
    );
    await screen.findByRole("heading", { name: "Datos personales" });
    expect(site.calls.find((call) => call.method === "POST")?.body).toEqual({
      productCode: "P-1001",
      consentLanguage: "es",
    });
  });

  it("shows the purchase's privacy notice with its whole text, and opens this purchase in 'Mis datos'", async () => {
    localStorage.setItem(STORAGE_KEY, SAMPLE_TOKEN);
    open(
      "/Compra-Online/P-1001/Beneficiarios",
      purchaseApi(
        () => readyToPay,
        (request) =>
          request.url.pathname === "/api/consents/current" &&
          request.url.searchParams.get("purpose") === "compra"
            ? {
                body: {
                  data: {
                    purpose: "compra",
                    version: "compra-2026-11",
                    law: "Ley 1581 de 2012",
                    language: "es",
                    text: "Aviso de privacidad de la compra en línea\n\nQué datos: los que ingresas en cada paso.",
                    publishedAt: "2026-11-25T00:00:00.000Z",
                  },
                },
              }
            : undefined,
      ),
    );
    expect(
      await screen.findByText(/Usamos los datos de esta compra para contratar el plan/),
    ).toBeVisible();
    fireEvent.click(await screen.findByText("Leer el aviso de privacidad completo"));
    expect(screen.getByText(/Qué datos: los que ingresas en cada paso/)).toBeVisible();
    const link = screen.getByRole("link", { name: /los datos de esta compra en «Mis datos»/ });
    expect(link.getAttribute("href")).toBe(`/mis-datos#codigo=${SAMPLE_TOKEN}`);
  });

  it("finds the token this browser kept for the plan and loads that draft, starting nothing", async () => {
    localStorage.setItem(STORAGE_KEY, SAMPLE_TOKEN);
    const site = open(
      "/Compra-Online/P-1001/Beneficiarios",
      purchaseApi(() => readyToPay),
    );
    expect(await screen.findByRole("heading", { name: "Beneficiarios" })).toBeVisible();
    expect(site.location().search).toMatchObject({ session: SAMPLE_TOKEN });
    expect(site.calls.some((call) => call.method === "POST")).toBe(false);
    // What was saved comes back into the fields.
    expect(screen.getByLabelText("Nombre")).toHaveValue("Luis");
  });

  it("starts again when the kept token's draft has expired, and keeps the new token", async () => {
    localStorage.setItem(STORAGE_KEY, OLD_TOKEN);
    const site = open(
      "/Compra-Online/P-1001",
      purchaseApi(
        () => newPurchase,
        (request) => (request.method === "POST" ? answer(newPurchase, 201) : undefined),
      ),
    );
    expect(await screen.findByRole("heading", { name: "Datos personales" })).toBeVisible();
    expect(site.location().search).toMatchObject({ session: SAMPLE_TOKEN });
    expect(localStorage.getItem(STORAGE_KEY)).toBe(SAMPLE_TOKEN);
  });

  it("keeps the token of the address (an e-mail's or the provider's return) in place of an older one", async () => {
    localStorage.setItem(STORAGE_KEY, OLD_TOKEN);
    open(
      withToken("/Compra-Online/P-1001/Pago"),
      purchaseApi(() => readyToPay),
    );
    await screen.findByRole("heading", { name: "Pago" });
    expect(localStorage.getItem(STORAGE_KEY)).toBe(SAMPLE_TOKEN);
  });

  it("says so when the address's draft does not exist, and offers to start again", async () => {
    open(
      withToken("/Compra-Online/P-1001/Pago", OLD_TOKEN),
      purchaseApi(() => newPurchase),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("No encontramos tu compra");
    expect(screen.getByRole("button", { name: "Comenzar de nuevo" })).toBeVisible();
  });

  it("offers to try again when the draft could not be started, and starts it then", async () => {
    let posts = 0;
    const site = open(
      "/Compra-Online/P-1001",
      purchaseApi(
        () => newPurchase,
        (request) => {
          if (request.method !== "POST") return undefined;
          posts += 1;
          // The client tries three times before it gives up.
          return posts <= 3
            ? { status: 503, body: { error: "Base de datos no disponible" } }
            : answer(newPurchase, 201);
        },
      ),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("No pudimos cargar tu compra");
    await userEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(await screen.findByRole("heading", { name: "Datos personales" })).toBeVisible();
    expect(posts).toBe(4);
    expect(site.location().search).toMatchObject({ session: SAMPLE_TOKEN });
  });

  it("asks for the profile when the plan has no price without it, and starts once it is saved", async () => {
    let posts = 0;
    const opened = vi.fn();
    window.addEventListener(OPEN_PROFILE_EVENT, opened);
    const site = open(
      "/Compra-Online/P-1001",
      purchaseApi(
        () => newPurchase,
        (request) => {
          if (request.method !== "POST") return undefined;
          posts += 1;
          return posts === 1
            ? { status: 409, body: { error: PRICE_UNAVAILABLE_MESSAGE } }
            : answer(newPurchase, 201);
        },
      ),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(PRICE_UNAVAILABLE_MESSAGE);
    await userEvent.click(screen.getByRole("link", { name: "Ingresa tu perfil" }));
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener(OPEN_PROFILE_EVENT, opened);

    window.dispatchEvent(new CustomEvent(PROFILE_SAVED_EVENT, { detail: null }));
    expect(await screen.findByRole("heading", { name: "Datos personales" })).toBeVisible();
    expect(posts).toBe(2);
    expect(site.location().search).toMatchObject({ session: SAMPLE_TOKEN });
  });

  it("shows the API's reason when the plan cannot be bought online", async () => {
    open(
      "/Compra-Online/P-9",
      purchaseApi(
        () => null,
        (request) =>
          request.method === "POST"
            ? { status: 409, body: { error: "Este plan no se puede contratar en línea" } }
            : undefined,
      ),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Este plan no se puede contratar en línea",
    );
    expect(screen.getByRole("link", { name: "Ver otros planes" })).toHaveAttribute(
      "href",
      "/Comparar",
    );
  });
});

describe("steps in the address", () => {
  it("sends a step that is not open yet to the first open one, in place", async () => {
    const site = open(
      withToken("/Compra-Online/P-1001/Pago"),
      purchaseApi(() => newPurchase),
    );
    expect(await screen.findByRole("heading", { name: "Datos personales" })).toBeVisible();
    expect(site.location().pathname).toBe("/Compra-Online/P-1001/Datos-personales");
    expect(site.router.history.length).toBe(1);
  });

  it("reads a step's slug in any case and an unknown one as the first open step", async () => {
    const site = open(
      withToken("/Compra-Online/P-1001/pago"),
      purchaseApi(() => readyToPay),
    );
    await screen.findByRole("heading", { name: "Pago" });
    expect(site.location().pathname).toBe("/Compra-Online/P-1001/Pago");
    const other = open(
      withToken("/Compra-Online/P-1001/Otra-cosa"),
      purchaseApi(() => readyToPay),
    );
    await waitFor(() => expect(other.location().pathname).toBe("/Compra-Online/P-1001/Pago"));
  });

  it("shows a paid purchase only as its confirmation", async () => {
    const site = open(
      withToken("/Compra-Online/P-1001/Datos-personales", SAMPLE_RETURN_TOKEN),
      purchaseApi(() => paidPurchase),
    );
    expect(await screen.findByRole("heading", { name: "Compra exitosa!" })).toBeVisible();
    expect(site.location().pathname).toBe("/Compra-Online/P-1001/Confirmacion");
  });

  it("marks the current step in the stepper and lets the buyer open a done one", async () => {
    open(
      withToken("/Compra-Online/P-1001/Estado-de-salud"),
      purchaseApi(() => readyToPay),
    );
    await screen.findByRole("heading", { name: "Estado de salud" });
    const stepper = screen.getByRole("navigation", { name: "Pasos de la compra" });
    const items = within(stepper).getAllByRole("listitem");
    expect(items.map((item) => item.getAttribute("aria-current"))).toEqual([
      null,
      null,
      "step",
      null,
      null,
    ]);
    expect(within(stepper).getByRole("link", { name: /Datos personales/ })).toHaveAttribute(
      "href",
      `/Compra-Online/P-1001/Datos-personales?session=${SAMPLE_TOKEN}&sessionType=compra`,
    );
    expect(within(stepper).queryByRole("link", { name: /Pago/ })).toBeNull();
  });
});

describe("a refused save", () => {
  it("keeps everything typed and shows each message on its field, then moves on once saved", async () => {
    let saved: PurchaseView = newPurchase;
    const puts: unknown[] = [];
    const site = open(
      withToken("/Compra-Online/P-1001/Datos-personales"),
      purchaseApi(
        () => saved,
        (request) => {
          if (request.method !== "PUT") return undefined;
          puts.push(request.body);
          if (puts.length === 1) {
            return {
              status: 400,
              body: {
                error: "Datos inválidos",
                issues: [
                  { path: "documento", message: "Número de identificación inválido" },
                  { path: "fechaNacimiento", message: "El titular debe tener entre 18 y 99 años" },
                ],
              },
            };
          }
          saved = {
            ...newPurchase,
            steps: newPurchase.steps.map((step) => ({ ...step, done: step.key === "holder" })),
            data: { ...newPurchase.data, holder: request.body as Record<string, unknown> },
          };
          return answer(saved);
        },
      ),
    );
    await screen.findByRole("heading", { name: "Datos personales" });
    await userEvent.type(screen.getByLabelText("Nombre"), "Ana");
    await userEvent.type(screen.getByLabelText("Apellido paterno"), "Pérez");
    await userEvent.type(screen.getByLabelText("Número de identificación"), "12");
    await userEvent.type(screen.getByLabelText("Fecha de nacimiento"), "2015-01-01");
    await userEvent.selectOptions(screen.getByLabelText("Sexo"), "Femenino");
    await userEvent.type(screen.getByLabelText("Correo electrónico"), "ana@example.com");
    await userEvent.type(screen.getByLabelText("Teléfono"), "300 123 4567");
    await userEvent.type(screen.getByLabelText("Dirección"), "Calle 45 # 12-30");
    await userEvent.click(screen.getByRole("button", { name: "Continuar" }));

    const documento = screen.getByLabelText("Número de identificación");
    expect(await screen.findByText("Número de identificación inválido")).toBeVisible();
    expect(documento).toHaveAttribute("aria-invalid", "true");
    expect(documento).toHaveAccessibleDescription("Número de identificación inválido");
    expect(screen.getByLabelText("Fecha de nacimiento")).toHaveAccessibleDescription(
      "El titular debe tener entre 18 y 99 años",
    );
    expect(screen.getByLabelText("Nombre")).toHaveValue("Ana");
    expect(documento).toHaveValue("12");
    expect(screen.getByLabelText("Teléfono")).toHaveValue("300 123 4567");
    expect(screen.getByLabelText("Sexo")).toHaveValue("Femenino");
    expect(puts[0]).toMatchObject({ telefono: "3001234567", sexo: "Femenino" });

    await userEvent.clear(documento);
    await userEvent.type(documento, "1020304050");
    expect(documento).not.toHaveAttribute("aria-invalid");
    await userEvent.click(screen.getByRole("button", { name: "Continuar" }));
    expect(await screen.findByRole("heading", { name: "Beneficiarios" })).toBeVisible();
    expect(site.location().pathname).toBe("/Compra-Online/P-1001/Beneficiarios");
    expect(site.router.history.length).toBe(2);
  });

  it("keeps the answers when the connection fails, with a message to try again", async () => {
    open(
      withToken("/Compra-Online/P-1001/Datos-personales"),
      purchaseApi(
        () => newPurchase,
        (request) =>
          request.method === "PUT"
            ? { status: 409, body: { error: "Esta compra ya fue pagada" } }
            : undefined,
      ),
    );
    await screen.findByRole("heading", { name: "Datos personales" });
    await userEvent.type(screen.getByLabelText("Nombre"), "Ana");
    await userEvent.click(screen.getByRole("button", { name: "Continuar" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Esta compra ya fue pagada");
    expect(screen.getByLabelText("Nombre")).toHaveValue("Ana");
  });

  it("says the step could not be saved when a refusal carries no message (a proxy's page)", async () => {
    open(
      withToken("/Compra-Online/P-1001/Datos-personales"),
      purchaseApi(
        () => newPurchase,
        (request) => (request.method === "PUT" ? { status: 403, body: {} } : undefined),
      ),
    );
    await screen.findByRole("heading", { name: "Datos personales" });
    await userEvent.type(screen.getByLabelText("Nombre"), "Ana");
    await userEvent.click(screen.getByRole("button", { name: "Continuar" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("No pudimos guardar tus datos.");
    expect(screen.getByLabelText("Nombre")).toHaveValue("Ana");
  });

  it("fills the holder's sex from the stored quote and shows its age beside the birth date", async () => {
    localStorage.setItem(
      "V1.6_CO",
      JSON.stringify({ ingresodatos: true, cotizante: [{ sexo: "Masculino", edad: 41 }] }),
    );
    open(
      withToken("/Compra-Online/P-1001/Datos-personales"),
      purchaseApi(() => newPurchase),
    );
    await screen.findByRole("heading", { name: "Datos personales" });
    await waitFor(() => expect(screen.getByLabelText("Sexo")).toHaveValue("Masculino"));
    expect(screen.getByLabelText("Sexo")).toHaveAccessibleDescription(
      "Lo tomamos de tu cotización; cámbialo si no corresponde.",
    );
    const birth = screen.getByLabelText("Fecha de nacimiento");
    expect(birth).toHaveAccessibleDescription("Tu cotización es para una persona de 41 años.");
    await userEvent.type(birth, "2000-01-01");
    expect(birth).toHaveAccessibleDescription(/no coincide con la edad de tu cotización/);
  });
});

describe("the health declaration", () => {
  it("asks each question as a yes/no group, opens the detail on a yes and sends it", async () => {
    const puts: unknown[] = [];
    const fresh = { ...readyToPay, data: { ...readyToPay.data, health: null } };
    open(
      withToken("/Compra-Online/P-1001/Estado-de-salud"),
      purchaseApi(
        () => fresh,
        (request) => {
          if (request.method !== "PUT") return undefined;
          puts.push(request.body);
          return answer(readyToPay);
        },
      ),
    );
    await screen.findByRole("heading", { name: "Estado de salud" });
    const groups = screen.getAllByRole("radiogroup");
    expect(groups).toHaveLength(5);
    expect(groups[0]).toHaveAccessibleName(/enfermedad crónica/);
    expect(screen.queryByLabelText("Cuéntanos el detalle")).toBeNull();
    await userEvent.click(within(groups[0]!).getByLabelText("Sí"));
    await userEvent.type(screen.getByLabelText("Cuéntanos el detalle"), "Asma leve");
    for (const group of groups.slice(1)) await userEvent.click(within(group).getByLabelText("No"));
    await userEvent.click(screen.getByRole("checkbox", { name: /Declaro que la información/ }));
    await userEvent.click(screen.getByRole("button", { name: "Continuar" }));
    await screen.findByRole("heading", { name: "Pago" });
    expect(puts[0]).toEqual({
      respuestas: [
        { pregunta: "enfermedades-cronicas", respuesta: true, detalle: "Asma leve" },
        { pregunta: "hospitalizaciones", respuesta: false },
        { pregunta: "tratamientos", respuesta: false },
        { pregunta: "embarazo", respuesta: false },
        { pregunta: "discapacidad", respuesta: false },
      ],
      declaraVeracidad: true,
    });
  });
});

describe("the employee list", () => {
  it("lists each bad cell of a refused file, then shows how many employees a good one brought", async () => {
    let uploads = 0;
    const contentTypes: string[] = [];
    open(
      withToken("/Compra-Online/C-2001/Datos-colaboradores"),
      purchaseApi(
        () => companySaved,
        (request) => {
          if (!request.url.pathname.endsWith("/colaboradores")) return undefined;
          uploads += 1;
          contentTypes.push(request.headers["Content-Type"] ?? "");
          if (uploads === 1) {
            return {
              status: 422,
              body: {
                error: sampleRefusal.message,
                errors: sampleRefusal.errors,
                totalErrors: 5,
              },
            };
          }
          return answer({
            ...companySaved,
            data: {
              ...companySaved.data,
              employees: {
                fileName: "nomina.csv",
                layout: "activation",
                rowCount: 25,
                uploadedAt: "2026-12-01T10:00:00.000Z",
              },
            },
          });
        },
      ),
    );
    await screen.findByRole("heading", { name: "Datos colaboradores" });
    const input = screen.getByLabelText("Nómina de colaboradores");
    expect(input).toHaveAttribute("accept", ".csv,.xlsx");
    await userEvent.upload(input, new File(["rut\n1"], "nomina.csv", { type: "text/csv" }));
    await userEvent.click(screen.getByRole("button", { name: "Subir nómina" }));
    const table = await screen.findByRole("table", { name: "Filas con errores" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual(
      sampleRefusal.errors.map((error) => [String(error.row), error.column, error.message]),
    );
    expect(screen.getByText(/Hay 2 errores más/)).toBeVisible();

    await userEvent.upload(input, new File(["rut\n1"], "nomina.csv", { type: "text/csv" }));
    await userEvent.click(screen.getByRole("button", { name: "Subir nómina" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Nómina recibida: 25 colaboradores (nomina.csv).",
    );
    expect(screen.queryByRole("table")).toBeNull();
    expect(contentTypes).toEqual(["text/csv", "text/csv"]);
  });

  it("asks for the list before going on when none is stored", async () => {
    open(
      withToken("/Compra-Online/C-2001/Datos-colaboradores"),
      purchaseApi(() => companySaved),
    );
    await screen.findByRole("heading", { name: "Datos colaboradores" });
    await userEvent.click(screen.getByRole("button", { name: "Continuar" }));
    expect(screen.getByLabelText("Nómina de colaboradores")).toHaveAccessibleDescription(
      /Sube la nómina de colaboradores antes de continuar/,
    );
  });
});

describe("paying", () => {
  it("asks for an option and the acceptance, then sends the buyer to the provider's page", async () => {
    const redirectUrl = "http://api.fixture/pasarela-sandbox/chk_1";
    const site = open(
      withToken("/Compra-Online/P-1001/Pago"),
      purchaseApi(
        () => readyToPay,
        (request) =>
          request.url.pathname.endsWith("/pago")
            ? { body: { data: { redirectUrl }, metadata: { demo: true } } }
            : undefined,
      ),
    );
    await screen.findByRole("heading", { name: "Pago" });
    expect(screen.getByText("$120.000")).toBeVisible();
    expect(screen.getByText("Ana María Pérez Gómez")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Ir a pagar" }));
    expect(screen.getByText("Elige un medio de pago disponible para este plan")).toBeVisible();
    expect(screen.getByText("Debes aceptar las condiciones del plan para continuar")).toBeVisible();
    expect(site.leave).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("radio", { name: /Tarjeta de crédito/ }));
    await userEvent.click(screen.getByRole("checkbox", { name: /Acepto las condiciones/ }));
    await userEvent.click(screen.getByRole("button", { name: "Ir a pagar" }));
    await waitFor(() => expect(site.leave).toHaveBeenCalledWith(redirectUrl));
    expect(site.calls.find((call) => call.url.pathname.endsWith("/pago"))?.body).toEqual({
      flowType: "tdc-one-time",
      aceptaCondiciones: true,
    });
  });

  it("back from the provider, waits while the payment is confirmed, then shows the confirmation in place", async () => {
    let reads = 0;
    const site = open(
      `${withToken("/Compra-Online/P-1001/Pago", SAMPLE_RETURN_TOKEN)}&pago=pay_1`,
      purchaseApi(() => {
        reads += 1;
        return reads < 2 ? { ...paymentPending, token: SAMPLE_RETURN_TOKEN } : paidPurchase;
      }),
    );
    expect(await screen.findByText("Confirmando tu pago...")).toBeVisible();
    expect(await screen.findByRole("heading", { name: "Compra exitosa!" })).toBeVisible();
    expect(site.location().pathname).toBe("/Compra-Online/P-1001/Confirmacion");
    expect(site.location().search).toEqual({ session: SAMPLE_RETURN_TOKEN, sessionType: "compra" });
    expect(screen.getByText("QS-2026-000123")).toBeVisible();
    expect(screen.getByText("Te enviamos la confirmación a ana.perez@example.com")).toBeVisible();
  });

  it("keeps the choices of a payment refused while the page was waiting for it", async () => {
    let reads = 0;
    open(
      `${withToken("/Compra-Online/P-1001/Pago")}&pago=pay_1`,
      purchaseApi(() => {
        reads += 1;
        return reads < 2 ? paymentPending : paymentDeclined;
      }),
    );
    expect(await screen.findByText("Confirmando tu pago...")).toBeVisible();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Tu tarjeta no tiene saldo suficiente para este pago.",
    );
    expect(screen.getByRole("radio", { name: /Tarjeta de crédito/ })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: /Acepto las condiciones/ })).toBeChecked();
  });

  it("shows a refused payment's message with the choices kept, and tries again", async () => {
    const redirectUrl = "http://api.fixture/pasarela-sandbox/chk_2";
    const site = open(
      `${withToken("/Compra-Online/P-1001/Pago")}&pago=pay_1`,
      purchaseApi(
        () => paymentDeclined,
        (request) =>
          request.url.pathname.endsWith("/pago")
            ? { body: { data: { redirectUrl }, metadata: { demo: true } } }
            : undefined,
      ),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Tu tarjeta no tiene saldo suficiente para este pago.",
    );
    expect(screen.getByRole("radio", { name: /Tarjeta de crédito/ })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: /Acepto las condiciones/ })).toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Intentar nuevamente" }));
    await waitFor(() => expect(site.leave).toHaveBeenCalledWith(redirectUrl));
  });
});
