import type { MyData } from "@qs/domain/api/privacy";

/** A visitor's access code: 43 base64url characters. */
export const SAMPLE_ACCESS_CODE = "Lead-Token_0123456789abcdefghijklmnopqrstuv";

/** What GET /api/privacidad/mis-datos answers for a plan request with its consent and feedback. */
export const sampleMyData: MyData = {
  lead: {
    kind: "plan",
    country: "CO",
    nombre: "Ana Pérez",
    email: "ana@example.com",
    telefono: "+573001234567",
    productCode: "SURA-ORO",
    payload: {
      nombre: "Ana Pérez",
      email: "ana@example.com",
      telefono: "+573001234567",
      rut: "1020304050",
      productCode: "SURA-ORO",
      cotizante: [{ sexo: "Femenino", edad: 38 }],
    },
    createdAt: "2026-12-02T14:05:00.000Z",
    updatedAt: "2026-12-02T14:05:00.000Z",
  },
  feedbacks: [
    {
      rating: 5,
      comment: "Me llamaron al día siguiente.",
      email: "ana@example.com",
      origin: "solicitud",
      createdAt: "2026-12-03T09:00:00.000Z",
    },
  ],
  consents: [
    {
      purpose: "solicitud",
      version: "solicitud-2026-11",
      language: "es",
      text: "Consentimiento para enviar tu solicitud\n\nQué datos: tu nombre, tu correo y tu teléfono.\n\nEste tratamiento se rige por la Ley 1581 de 2012.",
      law: "Ley 1581 de 2012",
      grantedAt: "2026-12-02T14:05:00.000Z",
      withdrawnAt: null,
    },
  ],
  messages: [
    {
      kind: "lead-confirmation",
      subject: "Recibimos tu solicitud",
      createdAt: "2026-12-02T14:05:01.000Z",
    },
  ],
  retention: [
    {
      record: "Tu solicitud, tus comentarios y tus consentimientos",
      period: "Hasta que los borres",
    },
    { record: "Correos que te enviamos", period: "90 días" },
  ],
};

/** The answer of DELETE /api/privacidad/mis-datos. */
export const sampleDeletion = { deleted: true, deletedAt: "2026-12-04T10:30:00.000Z" } as const;
