import { describe, expect, it } from "vitest";
import type { z } from "zod";
import type { IdentificationRule } from "../country-config";
import { marketByCode } from "../market-countries";
import {
  ageOn,
  BENEFICIARY_AGE_MESSAGE,
  type BeneficiariesData,
  CHILD_AGE_MESSAGE,
  CHILD_OLDER_MESSAGE,
  HEALTH_DETAIL_MESSAGE,
  HEALTH_QUESTIONS,
  HEALTH_TRUTH_MESSAGE,
  HOLDER_AGE_MESSAGE,
  ONE_SPOUSE_MESSAGE,
  PARENT_YOUNGER_MESSAGE,
  purchaseProfile,
  purchaseStepSchemas,
  relationshipIssues,
  startPaymentRequestSchema,
  TERMS_MESSAGE,
} from "./purchase";

const TODAY = new Date("2025-06-15T12:00:00Z");
const chile = purchaseStepSchemas("rut", TODAY);
const colombia = purchaseStepSchemas("digits-8-12", TODAY);

const NAME = "Ingresa un nombre válido: al menos 2 letras, solo letras, espacios y guiones";
const EMAIL = "Ingresa un correo electrónico válido";
const PHONE = "Ingresa un teléfono válido";
const BIRTH_DATE = "Ingresa una fecha de nacimiento válida (día, mes y año)";
const RUT = "RUT inválido";
const IDENTIFICATION = "Número de identificación inválido";
const REQUIRED = "campo requerido";

/** The messages of a refused value, by field path ('' for the whole value); {} when accepted. */
function messages(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join(".");
    byPath[path] = [...new Set([...(byPath[path] ?? []), issue.message])];
  }
  return byPath;
}

const holder = {
  nombre: "Ana María",
  apellidoPaterno: "Pérez",
  apellidoMaterno: "O'Higgins",
  documento: "12.345.678-5",
  fechaNacimiento: "1990-03-10",
  sexo: "Femenino",
  email: "ana@example.cl",
  telefono: "+56912345678",
  direccion: "Av. Providencia 1234",
};

type Beneficiary = BeneficiariesData["beneficiarios"][number];

const child: Beneficiary = {
  nombre: "Tomás",
  apellidoPaterno: "Pérez",
  documento: "11.111.111-1",
  fechaNacimiento: "2015-08-01",
  sexo: "Masculino",
  parentesco: "Hijo",
};

const spouse: Beneficiary = {
  ...child,
  nombre: "Jorge",
  documento: "7.654.321-6",
  fechaNacimiento: "1988-01-20",
  parentesco: "Cónyuge",
};

describe("identification per country rule", () => {
  it("uses each market's rule", () => {
    expect(marketByCode("CL")?.identification).toBe("rut");
    expect(marketByCode("CO")?.identification).toBe("digits-8-12");
  });

  it.each(["12.345.678-5", "12345678-5", "123456785", "7.654.321-6"])(
    "Chile accepts the valid RUT %s",
    (documento) => {
      expect(messages(chile.holder, { ...holder, documento })).toEqual({});
    },
  );

  it.each([
    ["12.345.678-9", RUT],
    ["12.345.678-K", RUT],
    ["1234", RUT],
    ["12.345.678-X", RUT],
    ["", REQUIRED],
    ["   ", REQUIRED],
  ])("Chile refuses '%s' with '%s'", (documento, message) => {
    expect(messages(chile.holder, { ...holder, documento })).toEqual({ documento: [message] });
  });

  it.each(["12345678", "123456789012", "1.234.567.890"])("Colombia accepts %s", (documento) => {
    expect(messages(colombia.holder, { ...holder, documento })).toEqual({});
  });

  it.each([
    ["1234567", IDENTIFICATION],
    ["1234567890123", IDENTIFICATION],
    ["12345678a", IDENTIFICATION],
    ["12.345.678-5", IDENTIFICATION],
    ["", REQUIRED],
  ])("Colombia refuses '%s' with '%s'", (documento, message) => {
    expect(messages(colombia.holder, { ...holder, documento })).toEqual({ documento: [message] });
  });

  it("refuses a missing number as required and an overlong one with the rule's message", () => {
    const { documento: _, ...withoutNumber } = holder;
    expect(messages(chile.holder, withoutNumber)).toEqual({ documento: [REQUIRED] });
    const rules: IdentificationRule[] = ["rut", "digits-8-12", "alphanumeric-5-12", "required"];
    for (const rule of rules) {
      const { holder: schema } = purchaseStepSchemas(rule, TODAY);
      const expected = rule === "rut" ? RUT : IDENTIFICATION;
      expect(messages(schema, { ...holder, documento: "1".repeat(25) }), rule).toEqual({
        documento: [expected],
      });
    }
  });
});

describe("holder", () => {
  it("accepts a complete holder and trims the text", () => {
    const result = chile.holder.safeParse({
      ...holder,
      nombre: "  Ana María ",
      apellidoMaterno: "",
    });
    expect(result.success).toBe(true);
    expect(result.data?.nombre).toBe("Ana María");
    const { apellidoMaterno: _, ...withoutSecondSurname } = holder;
    expect(messages(chile.holder, withoutSecondSurname)).toEqual({});
  });

  it.each([["A"], ["Ana3"], [""], ["a".repeat(121)], ["<script>"]])(
    "refuses the name '%s' with the name message",
    (nombre) => {
      expect(messages(chile.holder, { ...holder, nombre })).toEqual({ nombre: [NAME] });
    },
  );

  it("accepts names with accents, hyphens and apostrophes", () => {
    expect(
      messages(chile.holder, {
        ...holder,
        nombre: "José-Luis",
        apellidoPaterno: "Núñez",
        apellidoMaterno: "D'Alessandro",
      }),
    ).toEqual({});
  });

  it("checks the surnames, the second one only when typed", () => {
    expect(messages(chile.holder, { ...holder, apellidoPaterno: "P" })).toEqual({
      apellidoPaterno: [NAME],
    });
    expect(messages(chile.holder, { ...holder, apellidoMaterno: "1" })).toEqual({
      apellidoMaterno: [NAME],
    });
  });

  it.each(["ana@", "ana.example.cl", "ana@example", ""])("refuses the e-mail '%s'", (email) => {
    expect(messages(chile.holder, { ...holder, email })).toEqual({ email: [EMAIL] });
  });

  it.each(["+56912345678", "912345678", "573001234567"])("accepts the phone %s", (telefono) => {
    expect(messages(chile.holder, { ...holder, telefono })).toEqual({});
  });

  it.each(["12345", "+56 9 abcd 5678", "", "1".repeat(31)])(
    "refuses the phone '%s'",
    (telefono) => {
      expect(messages(chile.holder, { ...holder, telefono })).toEqual({ telefono: [PHONE] });
    },
  );

  it("says in Spanish what is missing", () => {
    expect(messages(chile.holder, {})).toEqual({
      nombre: [NAME],
      apellidoPaterno: [NAME],
      documento: [REQUIRED],
      fechaNacimiento: [BIRTH_DATE],
      sexo: ["Elige el sexo"],
      email: [EMAIL],
      telefono: [PHONE],
      direccion: ["Ingresa tu dirección"],
    });
    expect(messages(chile.holder, { ...holder, sexo: "Otro", direccion: "Av" })).toEqual({
      sexo: ["Elige el sexo"],
      direccion: ["Ingresa tu dirección"],
    });
  });
});

describe("birth dates", () => {
  it.each([
    ["2001-02-30", "not a real day"],
    ["2001-02-29", "29 February of a common year"],
    ["1990-13-01", "month 13"],
    ["15/06/1990", "another format"],
    ["1990-6-5", "no leading zeros"],
    ["", "empty"],
  ])("refuses %s (%s) with the date message only", (fechaNacimiento) => {
    expect(messages(chile.holder, { ...holder, fechaNacimiento })).toEqual({
      fechaNacimiento: [BIRTH_DATE],
    });
  });

  it("refuses a date in the future with the date message only", () => {
    expect(messages(chile.holder, { ...holder, fechaNacimiento: "2025-06-16" })).toEqual({
      fechaNacimiento: [BIRTH_DATE],
    });
    expect(
      messages(chile.beneficiaries, {
        beneficiarios: [{ ...child, fechaNacimiento: "2030-01-01" }],
      }),
    ).toEqual({
      "beneficiarios.0.fechaNacimiento": [BIRTH_DATE],
    });
  });

  it.each([
    ["2007-06-16", "17, turns 18 tomorrow", [HOLDER_AGE_MESSAGE]],
    ["2007-06-15", "18 today", undefined],
    ["1925-06-16", "99", undefined],
    ["1925-06-15", "100 today", [HOLDER_AGE_MESSAGE]],
    ["2025-06-15", "born today", [HOLDER_AGE_MESSAGE]],
  ])("a holder born %s (%s)", (fechaNacimiento, _, expected) => {
    expect(messages(chile.holder, { ...holder, fechaNacimiento }).fechaNacimiento).toEqual(
      expected,
    );
  });

  it("says 'El titular debe tener entre 18 y 99 años'", () => {
    expect(HOLDER_AGE_MESSAGE).toBe("El titular debe tener entre 18 y 99 años");
  });

  it("counts a holder born on 29 February as 18 only from 1 March of a common year", () => {
    const born = { ...holder, fechaNacimiento: "2008-02-29" };
    const onDay = (iso: string) => purchaseStepSchemas("rut", new Date(iso)).holder;
    expect(messages(onDay("2026-02-28T12:00:00Z"), born)).toEqual({
      fechaNacimiento: [HOLDER_AGE_MESSAGE],
    });
    expect(messages(onDay("2026-03-01T00:00:00Z"), born)).toEqual({});
  });
});

describe("beneficiaries", () => {
  it("accepts none, or a spouse and children", () => {
    expect(messages(chile.beneficiaries, { beneficiarios: [] })).toEqual({});
    expect(messages(chile.beneficiaries, { beneficiarios: [spouse, child] })).toEqual({});
  });

  it("accepts up to 10 and refuses the 11th", () => {
    const children = (count: number) => Array.from({ length: count }, () => child);
    expect(messages(chile.beneficiaries, { beneficiarios: children(10) })).toEqual({});
    expect(messages(chile.beneficiaries, { beneficiarios: children(11) })).toEqual({
      beneficiarios: ["Puedes agregar hasta 10 beneficiarios"],
    });
  });

  it("accepts only one spouse", () => {
    expect(messages(chile.beneficiaries, { beneficiarios: [spouse, child, spouse] })).toEqual({
      beneficiarios: [ONE_SPOUSE_MESSAGE],
    });
    expect(ONE_SPOUSE_MESSAGE).toBe("Solo puedes agregar un cónyuge");
  });

  it("accepts a child up to 24 years old and refuses one of 25", () => {
    const aged24 = { ...child, parentesco: "Hija", nombre: "Sofía", fechaNacimiento: "2000-06-16" };
    const aged25 = { ...child, fechaNacimiento: "2000-06-15" };
    expect(messages(chile.beneficiaries, { beneficiarios: [aged24] })).toEqual({});
    expect(messages(chile.beneficiaries, { beneficiarios: [aged24, aged25] })).toEqual({
      "beneficiarios.1.fechaNacimiento": [CHILD_AGE_MESSAGE],
    });
    expect(CHILD_AGE_MESSAGE).toBe("Los hijos pueden ser beneficiarios hasta los 24 años");
  });

  it("does not limit the age of a spouse or a parent to 24", () => {
    const father = { ...spouse, parentesco: "Padre", fechaNacimiento: "1950-01-01" };
    expect(messages(chile.beneficiaries, { beneficiarios: [spouse, father] })).toEqual({});
  });

  it("refuses a beneficiary of 100 and a relationship outside the list", () => {
    const old = { ...spouse, parentesco: "Madre", fechaNacimiento: "1925-06-15" };
    expect(messages(chile.beneficiaries, { beneficiarios: [old] })).toEqual({
      "beneficiarios.0.fechaNacimiento": [BENEFICIARY_AGE_MESSAGE],
    });
    expect(BENEFICIARY_AGE_MESSAGE).toBe("La edad del beneficiario debe estar entre 0 y 99 años");
    expect(
      messages(chile.beneficiaries, { beneficiarios: [{ ...child, parentesco: "Primo" }] }),
    ).toEqual({ "beneficiarios.0.parentesco": ["Elige el parentesco"] });
  });

  it("accepts a baby born today", () => {
    expect(
      messages(chile.beneficiaries, {
        beneficiarios: [{ ...child, fechaNacimiento: "2025-06-15" }],
      }),
    ).toEqual({});
  });

  it("checks each beneficiary's number by the country's rule", () => {
    expect(messages(colombia.beneficiaries, { beneficiarios: [child] })).toEqual({
      "beneficiarios.0.documento": [IDENTIFICATION],
    });
    expect(
      messages(colombia.beneficiaries, { beneficiarios: [{ ...child, documento: "1020304050" }] }),
    ).toEqual({});
  });
});

describe("relationshipIssues", () => {
  it("finds nothing for a younger child, an older parent and any spouse", () => {
    expect(
      relationshipIssues("1990-03-10", [
        { ...child, parentesco: "Hijo" },
        { ...spouse, parentesco: "Madre", fechaNacimiento: "1960-05-05" },
        { ...spouse, fechaNacimiento: "1995-01-01" },
      ]),
    ).toEqual([]);
  });

  it("refuses a child older than the holder, or born the same day", () => {
    expect(
      relationshipIssues("1990-03-10", [
        child,
        { ...child, parentesco: "Hija", fechaNacimiento: "1989-12-31" },
        { ...child, fechaNacimiento: "1990-03-10" },
      ]),
    ).toEqual([
      { index: 1, message: CHILD_OLDER_MESSAGE },
      { index: 2, message: CHILD_OLDER_MESSAGE },
    ]);
    expect(CHILD_OLDER_MESSAGE).toBe("Un hijo o hija no puede ser mayor que el titular");
  });

  it("refuses a parent younger than the holder, or born the same day", () => {
    expect(
      relationshipIssues("1990-03-10", [
        { ...spouse, parentesco: "Padre", fechaNacimiento: "1990-03-11" },
        { ...spouse, parentesco: "Madre", fechaNacimiento: "1990-03-10" },
      ]),
    ).toEqual([
      { index: 0, message: PARENT_YOUNGER_MESSAGE },
      { index: 1, message: PARENT_YOUNGER_MESSAGE },
    ]);
    expect(PARENT_YOUNGER_MESSAGE).toBe("El padre o la madre debe ser mayor que el titular");
  });
});

describe("health declaration", () => {
  const allNo = HEALTH_QUESTIONS.map((question) => ({ pregunta: question.id, respuesta: false }));
  const declaration = (respuestas: unknown[]) => ({ respuestas, declaraVeracidad: true });

  it("has five yes/no questions", () => {
    expect(HEALTH_QUESTIONS).toHaveLength(5);
  });

  it("accepts every question answered no, or yes with its detail", () => {
    expect(messages(chile.health, declaration(allNo))).toEqual({});
    const withYes = allNo.map((answer, index) =>
      index === 1 ? { ...answer, respuesta: true, detalle: "Apendicitis en 2022" } : answer,
    );
    expect(messages(chile.health, declaration(withYes))).toEqual({});
  });

  it("needs every question answered once", () => {
    expect(messages(chile.health, declaration(allNo.slice(1)))).toEqual({
      respuestas: ["Responde todas las preguntas"],
    });
    const repeated = [...allNo.slice(1), allNo[1]];
    expect(messages(chile.health, declaration(repeated))).toEqual({
      respuestas: ["Responde todas las preguntas"],
    });
    const unanswered = allNo.map((answer, index) =>
      index === 0 ? { pregunta: answer.pregunta } : answer,
    );
    expect(messages(chile.health, declaration(unanswered))).toEqual({
      "respuestas.0.respuesta": ["Responde sí o no"],
    });
  });

  it.each([undefined, "", "   "])("needs the detail of a yes (detail %j)", (detalle) => {
    const answers = allNo.map((answer, index) =>
      index === 3 ? { ...answer, respuesta: true, detalle } : answer,
    );
    expect(messages(chile.health, declaration(answers))).toEqual({
      "respuestas.3.detalle": [HEALTH_DETAIL_MESSAGE],
    });
    expect(HEALTH_DETAIL_MESSAGE).toBe("Cuéntanos el detalle de cada respuesta afirmativa");
  });

  it("limits the detail to 500 characters", () => {
    const answers = allNo.map((answer, index) =>
      index === 0 ? { ...answer, respuesta: true, detalle: "a".repeat(501) } : answer,
    );
    expect(messages(chile.health, declaration(answers))).toEqual({
      "respuestas.0.detalle": ["El detalle es demasiado largo (máximo 500 caracteres)"],
    });
  });

  it.each([false, undefined, "true", 1])("needs the truth declared (got %j)", (value) => {
    expect(messages(chile.health, { respuestas: allNo, declaraVeracidad: value })).toEqual({
      declaraVeracidad: [HEALTH_TRUTH_MESSAGE],
    });
    expect(HEALTH_TRUTH_MESSAGE).toBe("Debes declarar que la información es verdadera");
  });
});

describe("company", () => {
  const company = {
    razonSocial: "Comercial Andes SpA",
    documentoEmpresa: "76.086.428-5",
    cantidadEmpleados: "25",
    contactoNombre: "Marta Rojas",
    contactoEmail: "rrhh@andes.cl",
    contactoTelefono: "+56223456789",
  };

  it("accepts a company and reads the employee count from a string", () => {
    const result = chile.company.safeParse(company);
    expect(result.error?.issues).toBeUndefined();
    expect(result.data?.cantidadEmpleados).toBe(25);
    expect(
      chile.company.safeParse({ ...company, cantidadEmpleados: 7 }).data?.cantidadEmpleados,
    ).toBe(7);
  });

  it.each([
    ["0", "Ingresa la cantidad de empleados"],
    ["", "Ingresa la cantidad de empleados"],
    ["muchos", "Ingresa la cantidad de empleados"],
    ["100001", "Ingresa la cantidad de empleados"],
    ["2.5", "Ingresa un número entero de empleados"],
  ])("refuses the employee count '%s' with '%s'", (cantidadEmpleados, message) => {
    expect(messages(chile.company, { ...company, cantidadEmpleados })).toEqual({
      cantidadEmpleados: [message],
    });
  });

  it("checks the company number by the country's rule and the contact like a holder", () => {
    expect(
      messages(chile.company, {
        ...company,
        razonSocial: "A",
        documentoEmpresa: "76.086.428-0",
        contactoNombre: "M",
        contactoEmail: "rrhh",
        contactoTelefono: "12",
      }),
    ).toEqual({
      razonSocial: ["Ingresa la razón social"],
      documentoEmpresa: [RUT],
      contactoNombre: [NAME],
      contactoEmail: [EMAIL],
      contactoTelefono: [PHONE],
    });
    expect(messages(colombia.company, { ...company, documentoEmpresa: "900123456" })).toEqual({});
  });
});

describe("ageOn", () => {
  it.each([
    ["1990-06-15", "2025-06-14T23:59:59Z", 34],
    ["1990-06-15", "2025-06-15T00:00:00Z", 35],
    ["1990-06-15", "2025-12-31T12:00:00Z", 35],
    ["1990-12-31", "2025-01-01T00:00:00Z", 34],
    ["2000-02-29", "2001-02-28T12:00:00Z", 0],
    ["2000-02-29", "2001-03-01T00:00:00Z", 1],
    ["2000-02-29", "2004-02-28T12:00:00Z", 3],
    ["2000-02-29", "2004-02-29T00:00:00Z", 4],
    ["2025-06-15", "2025-06-15T12:00:00Z", 0],
  ])("born %s, on %s, is %i", (birthDate, today, age) => {
    expect(ageOn(birthDate, new Date(today))).toBe(age);
  });
});

describe("payment request", () => {
  it("needs the plan's conditions accepted", () => {
    expect(
      messages(startPaymentRequestSchema, { flowType: "tdc-one-time", aceptaCondiciones: true }),
    ).toEqual({});
    expect(
      messages(startPaymentRequestSchema, { flowType: "tdc-one-time", aceptaCondiciones: false }),
    ).toEqual({ aceptaCondiciones: [TERMS_MESSAGE] });
    expect(TERMS_MESSAGE).toBe("Debes aceptar las condiciones del plan para continuar");
  });
});

describe("purchaseProfile: the people a purchase is priced for", () => {
  const today = new Date("2026-11-20T12:00:00Z");
  const start = {
    ingresodatos: true,
    enPareja: true,
    cotizante: [
      { tipo: "cotizante", sexo: "Masculino", edad: 20, ingreso: 3_000_000 },
      { tipo: "pareja", sexo: "Femenino", edad: 21 },
    ],
    cargas: [
      { tipo: "carga", sexo: "Femenino", edad: 2 },
      { parentesco: "Mascota", especie: "Perro", edad: 3 },
    ],
    region: "Bogotá",
  };
  const holder = { fechaNacimiento: "1961-03-01", sexo: "Femenino" };

  it("is the starting profile until the holder is saved", () => {
    expect(purchaseProfile(start, {}, today)).toBe(start);
    expect(purchaseProfile(null, {}, today)).toBeNull();
  });

  it("prices the saved holder's age and sex, keeping what the steps do not ask", () => {
    const profile = purchaseProfile(start, { holder }, today);
    expect(profile?.cotizante?.[0]).toEqual({
      tipo: "cotizante",
      sexo: "Femenino",
      edad: 65,
      ingreso: 3_000_000,
    });
    // The partner and dependants stay as the visitor said until the beneficiaries are saved.
    expect(profile?.cotizante?.[1]).toEqual(start.cotizante[1]);
    expect(profile?.cargas).toEqual(start.cargas);
    expect(profile).toMatchObject({ region: "Bogotá", enPareja: true });
  });

  it("replaces the partner and dependants with the saved beneficiaries (pets stay)", () => {
    const profile = purchaseProfile(
      start,
      {
        holder,
        beneficiaries: {
          beneficiarios: [
            { fechaNacimiento: "1960-01-10", sexo: "Masculino", parentesco: "Cónyuge" },
            { fechaNacimiento: "2010-12-01", sexo: "Masculino", parentesco: "Hijo" },
            { fechaNacimiento: "1935-06-30", sexo: "Femenino", parentesco: "Madre" },
          ],
        },
      },
      today,
    );
    expect(profile?.cotizante).toEqual([
      { tipo: "cotizante", sexo: "Femenino", edad: 65, ingreso: 3_000_000 },
      { tipo: "pareja", sexo: "Masculino", edad: 66 },
    ]);
    expect(profile?.cargas).toEqual([
      { tipo: "carga", sexo: "Masculino", edad: 15, parentesco: "Hijo" },
      { tipo: "carga", sexo: "Femenino", edad: 91, parentesco: "Madre" },
      { parentesco: "Mascota", especie: "Perro", edad: 3 },
    ]);
    expect(profile?.enPareja).toBe(true);
  });

  it("an empty beneficiaries list leaves the holder alone, without a partner", () => {
    const profile = purchaseProfile(start, { holder, beneficiaries: { beneficiarios: [] } }, today);
    expect(profile?.cotizante).toHaveLength(1);
    expect(profile?.enPareja).toBe(false);
    expect(profile?.cargas).toEqual([{ parentesco: "Mascota", especie: "Perro", edad: 3 }]);
  });
});
