import type { PurchaseView } from "@qs/domain/api/purchase";
import type { PurchaseStepKey } from "@qs/domain/purchase";
import { purchaseStepsFor } from "@qs/domain/purchase";

/**
 * Purchases as the API answers them, at each moment a designer or a test looks at: a new
 * household purchase, one with its steps filled, waiting for the payment, refused, paid, a
 * transfer to be paid, and a company purchase with its employee list.
 */

export const SAMPLE_TOKEN = `${"t".repeat(21)}_-${"K".repeat(20)}`;
export const SAMPLE_RETURN_TOKEN = `${"r".repeat(21)}_-${"N".repeat(20)}`;

const TIME = "2026-12-01T10:00:00.000Z";

function steps(collective: boolean, health: boolean, done: readonly PurchaseStepKey[]) {
  return purchaseStepsFor({ collective, needsHealthDeclaration: health }).map((step) => ({
    ...step,
    done: done.includes(step.key),
  }));
}

export const sampleHolder = {
  nombre: "Ana María",
  apellidoPaterno: "Pérez",
  apellidoMaterno: "Gómez",
  documento: "1020304050",
  fechaNacimiento: "1985-04-12",
  sexo: "Femenino",
  email: "ana.perez@example.com",
  telefono: "3001234567",
  direccion: "Calle 45 # 12-30, Bogotá",
};

export const sampleBeneficiaries = {
  beneficiarios: [
    {
      nombre: "Luis",
      apellidoPaterno: "Pérez",
      documento: "1098765432",
      fechaNacimiento: "2015-09-03",
      sexo: "Masculino",
      parentesco: "Hijo",
    },
  ],
};

export const sampleHealth = {
  respuestas: [
    { pregunta: "enfermedades-cronicas", respuesta: true, detalle: "Asma leve desde la infancia." },
    { pregunta: "hospitalizaciones", respuesta: false },
    { pregunta: "tratamientos", respuesta: false },
    { pregunta: "embarazo", respuesta: false },
    { pregunta: "discapacidad", respuesta: false },
  ],
  declaraVeracidad: true,
};

export const sampleCompany = {
  razonSocial: "Comercializadora Andina S.A.S.",
  documentoEmpresa: "900123456",
  cantidadEmpleados: 25,
  contactoNombre: "Carlos Rojas",
  contactoEmail: "talento@andina.example.com",
  contactoTelefono: "3109876543",
};

export const samplePaymentOptions: PurchaseView["paymentOptions"] = [
  {
    flowType: "tdc-one-time",
    label: "Tarjeta de crédito",
    kind: "tdc",
    provider: "kushki_ad",
    subscription: false,
    hosted: true,
  },
  {
    flowType: "t-subscriptions",
    label: "Tarjeta (cargo mensual)",
    kind: "t",
    provider: "kushki",
    subscription: true,
    hosted: true,
  },
  {
    flowType: "transfer-one-time-non-automated",
    label: "Transferencia bancaria",
    kind: "transfer_non_automated",
    provider: "queseguro",
    subscription: false,
    hosted: false,
  },
];

/** A household plan with a health declaration, just started. */
export const newPurchase: PurchaseView = {
  token: SAMPLE_TOKEN,
  productCode: "P-1001",
  productName: "Salud Esencial",
  insurerName: "Seguros Andinos",
  collective: false,
  amount: 120000,
  currency: "COP",
  periodicity: "mensual",
  steps: steps(false, true, []),
  data: { holder: null, beneficiaries: null, health: null, company: null, employees: null },
  paymentOptions: samplePaymentOptions,
  payment: null,
  order: null,
  updatedAt: TIME,
  expiresAt: "2026-12-31T10:00:00.000Z",
};

/** Every step before the payment saved. */
export const readyToPay: PurchaseView = {
  ...newPurchase,
  steps: steps(false, true, ["holder", "beneficiaries", "health"]),
  data: {
    ...newPurchase.data,
    holder: sampleHolder,
    beneficiaries: sampleBeneficiaries,
    health: sampleHealth,
  },
};

/** Back from the provider's page, the payment not confirmed yet. */
export const paymentPending: PurchaseView = {
  ...readyToPay,
  payment: {
    state: "PENDING",
    flowType: "tdc-one-time",
    errorCode: null,
    errorMessage: null,
    updatedAt: TIME,
  },
};

/** Back from the provider's page, the card refused (the reference data's message). */
export const paymentDeclined: PurchaseView = {
  ...readyToPay,
  payment: {
    state: "DECLINED",
    flowType: "tdc-one-time",
    errorCode: "insufficient_amount",
    errorMessage: "Tu tarjeta no tiene saldo suficiente para este pago.",
    updatedAt: TIME,
  },
};

/** Paid and ordered. */
export const paidPurchase: PurchaseView = {
  ...readyToPay,
  token: SAMPLE_RETURN_TOKEN,
  steps: steps(false, true, ["holder", "beneficiaries", "health", "payment", "confirmation"]),
  payment: { ...paymentPending.payment!, state: "OK" },
  order: {
    number: "QS-2026-000123",
    amount: 120000,
    currency: "COP",
    paidAt: TIME,
    saleState: "OK",
  },
};

/** Ordered by a transfer staff will confirm. */
export const pendingTransfer: PurchaseView = {
  ...paidPurchase,
  payment: null,
  order: {
    number: "QS-2026-000124",
    amount: 120000,
    currency: "COP",
    paidAt: null,
    saleState: "PENDING",
  },
};

/** A company plan, just started. */
export const newCompanyPurchase: PurchaseView = {
  ...newPurchase,
  productCode: "C-2001",
  productName: "Salud Pyme",
  collective: true,
  amount: 2375000,
  steps: steps(true, false, []),
};

/** The company saved, the employee list not yet. */
export const companySaved: PurchaseView = {
  ...newCompanyPurchase,
  steps: steps(true, false, ["company"]),
  data: { ...newCompanyPurchase.data, company: sampleCompany },
};

/** The employee list stored. */
export const employeesStored: PurchaseView = {
  ...companySaved,
  steps: steps(true, false, ["company", "employees"]),
  data: {
    ...companySaved.data,
    employees: {
      fileName: "nomina-andina.csv",
      layout: "activation",
      rowCount: 25,
      uploadedAt: TIME,
    },
  },
};

/** A refused employee list, as the API lists it. */
export const sampleRefusal = {
  message: "La nómina tiene datos inválidos: corrige cada fila indicada y vuelve a subirla",
  errors: [
    { row: 2, column: "rut", message: "El RUT 11.111.111-2 no es válido" },
    { row: 4, column: "fechaNacimiento", message: "El campo fechaNacimiento debe ser una fecha" },
    { row: 7, column: "genero", message: "El campo genero es obligatorio" },
  ],
  totalErrors: 5,
};
