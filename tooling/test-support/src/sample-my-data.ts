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

/** The retention table as the API answers it, with chat and purchases. */
const retentionWithChatAndPurchases: MyData["retention"] = [
  ...sampleMyData.retention,
  {
    record: "Conversaciones del chat",
    period: "90 días después de su último mensaje, o hasta que las borres",
  },
  {
    record: "Compras en línea sin pedido",
    period: "30 días después de tu último cambio, o hasta que las borres",
  },
  {
    record: "Pedidos de compras en línea",
    period:
      "Se conservan por obligaciones legales y contables; si los borras, quitamos todo lo que esas obligaciones no exigen",
  },
];

/** What a chat conversation's token reaches: the conversation, its messages and its notice. */
export const sampleConversationData: MyData = {
  lead: null,
  feedbacks: [],
  messages: [],
  consents: [
    {
      purpose: "chat",
      version: "chat-2026-11",
      language: "es",
      text: "Aviso de privacidad del chat\n\nQué datos: tu nombre, tu correo, tu teléfono, el tema que elegiste y los mensajes de la conversación.\n\nEste tratamiento se rige por la Ley 1581 de 2012.",
      law: "Ley 1581 de 2012",
      grantedAt: "2026-12-02T14:05:00.000Z",
      withdrawnAt: null,
      origin: "/Comparar/Seguros-de-Vida",
    },
  ],
  retention: retentionWithChatAndPurchases,
  conversation: {
    country: "CO",
    language: "ES",
    topic: 1,
    nombre: "Ana Pérez",
    email: "ana@example.com",
    telefono: "+573001234567",
    path: "/Comparar/Seguros-de-Vida",
    createdAt: "2026-12-02T14:05:00.000Z",
    closedAt: "2026-12-02T14:20:00.000Z",
    messages: [
      {
        author: "visitor",
        body: "Hola, busco un seguro de vida para mi familia.",
        createdAt: "2026-12-02T14:06:00.000Z",
      },
      {
        author: "advisor",
        body: "¡Hola Ana! ¿Cuántas personas quieres asegurar?",
        createdAt: "2026-12-02T14:08:00.000Z",
      },
      {
        author: "system",
        body: "El visitante terminó la conversación",
        createdAt: "2026-12-02T14:20:00.000Z",
      },
    ],
  },
  purchase: null,
};

/** What a purchase's token reaches once it was paid: every step, the payment and the order. */
export const samplePurchaseData: MyData = {
  lead: null,
  feedbacks: [],
  messages: [
    {
      kind: "compra_confirmada",
      subject: "Compra exitosa: Salud Esencial",
      createdAt: "2026-12-02T15:00:00.000Z",
    },
  ],
  consents: [
    {
      purpose: "compra",
      version: "compra-2026-11",
      language: "es",
      text: "Aviso de privacidad de la compra en línea\n\nQué datos: los que ingresas en cada paso de la compra.\n\nEste tratamiento se rige por la Ley 1581 de 2012.",
      law: "Ley 1581 de 2012",
      grantedAt: "2026-12-02T14:30:00.000Z",
      withdrawnAt: null,
      origin: "/Compra-Online/AND-ESENCIAL",
    },
  ],
  retention: retentionWithChatAndPurchases,
  conversation: null,
  purchase: {
    country: "CO",
    productCode: "AND-ESENCIAL",
    productName: "Salud Esencial",
    insurerName: "Seguros Andinos",
    amount: 185000,
    currency: "COP",
    profile: null,
    steps: {
      holder: {
        nombre: "Ana",
        apellidoPaterno: "Pérez",
        apellidoMaterno: "Soto",
        documento: "1020304050",
        fechaNacimiento: "1988-05-01",
        sexo: "Femenino",
        email: "ana@example.com",
        telefono: "+573001234567",
        direccion: "Calle 10 # 20-30, Bogotá",
      },
      beneficiaries: {
        beneficiarios: [
          {
            nombre: "Juan",
            apellidoPaterno: "Pérez",
            documento: "1122334455",
            fechaNacimiento: "2015-03-10",
            sexo: "Masculino",
            parentesco: "Hijo",
          },
        ],
      },
      health: {
        respuestas: [
          { pregunta: "enfermedades-cronicas", respuesta: false },
          { pregunta: "hospitalizaciones", respuesta: false },
        ],
        declaraVeracidad: true,
      },
    },
    employees: null,
    payments: [
      {
        provider: "kushki",
        flowType: "tdc-subscriptions",
        amount: 185000,
        currency: "COP",
        state: "OK",
        cardLast4: "4242",
        createdAt: "2026-12-02T14:58:00.000Z",
      },
    ],
    order: {
      number: "QS-20261202-7K3M9QXZ",
      amount: 185000,
      currency: "COP",
      saleState: "OK",
      paidAt: "2026-12-02T15:00:00.000Z",
      createdAt: "2026-12-02T15:00:00.000Z",
      kept: "Lo conservamos con sus pagos, el plan contratado y el nombre, la identificación y el correo de quien contrata, por obligaciones legales y contables. Lo demás de la compra (la declaración de salud, los beneficiarios, la nómina, el teléfono y la dirección) se borra.",
    },
    createdAt: "2026-12-02T14:30:00.000Z",
    updatedAt: "2026-12-02T14:58:00.000Z",
  },
};

/** A company purchase not paid yet: its employee list with the rows. */
export const sampleCompanyPurchaseData: MyData = {
  ...samplePurchaseData,
  messages: [],
  purchase: samplePurchaseData.purchase && {
    ...samplePurchaseData.purchase,
    productCode: "AND-EMPRESA",
    productName: "Salud Empresas",
    amount: 370000,
    steps: {
      company: {
        razonSocial: "Transportes Andinos SAS",
        documentoEmpresa: "900123456",
        cantidadEmpleados: 2,
        contactoNombre: "Laura Gómez",
        contactoEmail: "rrhh@transportes.example.com",
        contactoTelefono: "+573104445566",
      },
    },
    employees: {
      fileName: "nomina-septiembre.csv",
      layout: "activation",
      rowCount: 2,
      uploadedAt: "2026-12-02T14:40:00.000Z",
      rows: [
        { nombre: "Persona Uno", apellidoPaterno: "Soto", rut: "15000001-K" },
        { nombre: "Persona Dos", apellidoPaterno: "Soto", rut: "15000002-8" },
      ],
    },
    payments: [],
    order: null,
  },
};

/** The answer of DELETE for a paid purchase: its order stays, and why. */
export const sampleDeletionKeepingOrder = {
  ...sampleDeletion,
  kept: [
    {
      record: "Pedido QS-20261202-7K3M9QXZ",
      reason:
        "Lo conservamos con sus pagos, el plan contratado y el nombre, la identificación y el correo de quien contrata, por obligaciones legales y contables. Lo demás de la compra (la declaración de salud, los beneficiarios, la nómina, el teléfono y la dirección) se borra.",
    },
  ],
};

/** What a saved comparison's code reaches: the comparison with its prices and its consent. */
export const sampleSavedComparisonData: MyData = {
  lead: null,
  feedbacks: [],
  messages: [
    {
      kind: "comparacion-guardada",
      subject: "Guardamos tu comparación",
      createdAt: "2026-11-20T14:05:00.000Z",
    },
    {
      kind: "aviso-precio",
      subject: "Cambió el precio de un plan que guardaste",
      createdAt: "2026-11-27T09:00:00.000Z",
    },
  ],
  consents: [
    {
      purpose: "alertas",
      version: "alertas-2026-11",
      language: "es",
      text: "Consentimiento para guardar tu comparación y avisarte de cambios",
      law: "Ley 1581 de 2012",
      grantedAt: "2026-11-20T14:05:00.000Z",
      withdrawnAt: null,
    },
  ],
  retention: sampleMyData.retention,
  savedComparisons: [
    {
      productCodes: ["SAL-POL-01", "SAL-POL-02"],
      plans: [
        {
          productCode: "SAL-POL-01",
          name: "Salud Esencial",
          savedAmount: 185_000,
          currentAmount: 203_500,
          unit: "COP",
        },
        {
          productCode: "SAL-POL-02",
          name: "Salud Plus",
          savedAmount: 260_000,
          currentAmount: null,
          unit: "COP",
        },
      ],
      email: "ana.perez@example.com",
      alerts: "active",
      createdAt: "2026-11-20T14:05:00.000Z",
      lastAlertAt: "2026-11-27T09:00:00.000Z",
    },
  ],
};
