import { describe, expect, it } from "vitest";
import {
  employeeActivationColumns,
  employeeActivationRowSchema,
  employeeCancellationColumns,
  employeeCancellationRowSchema,
  parseBulkDate,
  validateBulkLoadRows,
} from "./bulk-load";

const activation = {
  rowNumber: 1,
  name: "Ana",
  paternalSurname: "Pérez",
  maternalSurname: "Soto",
  legalId: "12.345.678-5",
  birthDate: "15-03-1990",
  gender: "Femenino",
  email: "ana.perez@empresa.cl",
  phone: "+56 9 1234 5678",
  insuredType: "Titular",
  effectiveDate: "2025-01-01",
  coverageGroup: "Plan A",
  holderLegalId: "",
  dependentType: "",
  accountType: "",
  accountNumber: "",
  bank: "",
};

const cancellation = {
  rowNumber: "2",
  name: "Juan",
  paternalSurname: "Rojas",
  maternalSurname: "",
  legalId: "11111111-1",
  birthDate: "01/12/1985",
  gender: "masculino",
  effectiveDate: "31/01/2025",
  reason: "Renuncia",
  insuredType: "Titular",
  holderLegalId: "",
  dependentType: "",
};

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("dates", () => {
  it("reads dd-mm-yyyy, dd/mm/yyyy and yyyy-mm-dd as midnight UTC", () => {
    const expected = new Date(Date.UTC(2024, 1, 29));
    expect(parseBulkDate("29-02-2024")).toEqual(expected);
    expect(parseBulkDate("29/02/2024")).toEqual(expected);
    expect(parseBulkDate("2024-02-29")).toEqual(expected);
  });

  it("reads ISO timestamps and Date values", () => {
    expect(parseBulkDate("2024-05-10T12:30:00Z")).toEqual(new Date("2024-05-10T12:30:00Z"));
    const date = new Date(Date.UTC(2020, 0, 1));
    expect(parseBulkDate(date)).toBe(date);
  });

  it("rejects days that do not exist, mixed separators and other shapes", () => {
    expect(parseBulkDate("29-02-2023")).toBeNull();
    expect(parseBulkDate("31/04/2024")).toBeNull();
    expect(parseBulkDate("01-13-2024")).toBeNull();
    expect(parseBulkDate("01-02/2024")).toBeNull();
    expect(parseBulkDate("2024/02/01")).toBeNull();
    expect(parseBulkDate("02-01-24")).toBeNull();
    expect(parseBulkDate(45000)).toBeNull();
    expect(parseBulkDate(new Date("nope"))).toBeNull();
  });
});

describe("employee activation layout", () => {
  it("has the 17 columns of the spec, in order", () => {
    expect(employeeActivationColumns.map((c) => c.key)).toEqual([
      "rowNumber",
      "name",
      "paternalSurname",
      "maternalSurname",
      "legalId",
      "birthDate",
      "gender",
      "email",
      "phone",
      "insuredType",
      "effectiveDate",
      "coverageGroup",
      "holderLegalId",
      "dependentType",
      "accountType",
      "accountNumber",
      "bank",
    ]);
  });

  it("parses a good row into typed values, empty cells as missing", () => {
    const row = employeeActivationRowSchema.parse(activation);
    expect(row.legalId).toBe("12345678-5");
    expect(row.birthDate).toEqual(new Date(Date.UTC(1990, 2, 15)));
    expect(row.effectiveDate).toEqual(new Date(Date.UTC(2025, 0, 1)));
    expect(row.gender).toBe("Femenino");
    expect(row.phone).toBe("+56912345678");
    expect(row.holderLegalId).toBeUndefined();
    expect(row.bank).toBeUndefined();
  });

  it("rejects an invalid RUT with a Spanish message", () => {
    const result = employeeActivationRowSchema.safeParse({
      ...activation,
      legalId: "12.345.678-9",
    });
    expect(messagesOf(result)).toEqual(["El RUT no es un RUT válido"]);
  });

  it("rejects a date in another format", () => {
    const result = employeeActivationRowSchema.safeParse({
      ...activation,
      birthDate: "1990.03.15",
    });
    expect(messagesOf(result)).toEqual([
      "La fecha de nacimiento debe tener el formato dd-mm-aaaa, dd/mm/aaaa o aaaa-mm-dd",
    ]);
  });

  it("accepts only Masculino or Femenino as gender", () => {
    expect(employeeActivationRowSchema.parse({ ...activation, gender: "MASCULINO" }).gender).toBe(
      "Masculino",
    );
    const result = employeeActivationRowSchema.safeParse({ ...activation, gender: "Otro" });
    expect(messagesOf(result)).toEqual(["El género debe ser Masculino o Femenino"]);
  });

  it("validates the email when given", () => {
    expect(
      messagesOf(employeeActivationRowSchema.safeParse({ ...activation, email: "ana@empresa" })),
    ).toEqual(["El correo electrónico no es válido"]);
    expect(employeeActivationRowSchema.safeParse({ ...activation, email: "" }).success).toBe(true);
  });

  it("reports missing required cells", () => {
    const result = employeeActivationRowSchema.safeParse({
      ...activation,
      name: "  ",
      legalId: undefined,
    });
    expect(messagesOf(result)).toEqual([
      "El campo Nombre es obligatorio",
      "El campo RUT es obligatorio",
    ]);
  });

  it("needs the holder's RUT on a dependant's row", () => {
    const dependant = { ...activation, dependentType: "Hijo", insuredType: "Carga" };
    expect(messagesOf(employeeActivationRowSchema.safeParse(dependant))).toEqual([
      "El RUT del titular es obligatorio para una carga",
    ]);
    expect(
      employeeActivationRowSchema.parse({ ...dependant, holderLegalId: "11.111.111-1" })
        .holderLegalId,
    ).toBe("11111111-1");
  });

  it("takes the bank columns all together or not at all", () => {
    const partial = { ...activation, accountType: "Cuenta corriente", accountNumber: 123456 };
    expect(messagesOf(employeeActivationRowSchema.safeParse(partial))).toEqual([
      "Los datos bancarios deben incluir tipo de cuenta, número de cuenta y banco",
    ]);
    const full = employeeActivationRowSchema.parse({ ...partial, bank: "Banco Estado" });
    expect(full.accountNumber).toBe("123456");
  });
});

describe("employee cancellation layout", () => {
  it("has the 12 columns of the spec, the effective date shown as exclusion date", () => {
    expect(employeeCancellationColumns.map((c) => c.key)).toEqual([
      "rowNumber",
      "name",
      "paternalSurname",
      "maternalSurname",
      "legalId",
      "birthDate",
      "gender",
      "effectiveDate",
      "reason",
      "insuredType",
      "holderLegalId",
      "dependentType",
    ]);
    expect(employeeCancellationColumns.find((c) => c.key === "effectiveDate")?.label).toBe(
      "Fecha de exclusión",
    );
  });

  it("parses a good row", () => {
    const row = employeeCancellationRowSchema.parse(cancellation);
    expect(row.rowNumber).toBe(2);
    expect(row.gender).toBe("Masculino");
    expect(row.effectiveDate).toEqual(new Date(Date.UTC(2025, 0, 31)));
    expect(row.maternalSurname).toBeUndefined();
  });

  it("names the exclusion date in its error", () => {
    const result = employeeCancellationRowSchema.safeParse({ ...cancellation, effectiveDate: "" });
    expect(messagesOf(result)).toEqual(["El campo Fecha de exclusión es obligatorio"]);
  });
});

describe("validateBulkLoadRows", () => {
  it("returns the good rows and one error per bad cell, with row number and column header", () => {
    const result = validateBulkLoadRows(
      employeeCancellationRowSchema,
      employeeCancellationColumns,
      [
        cancellation,
        { ...cancellation, rowNumber: 7, legalId: "11111111-2", gender: "X" },
        { ...cancellation, rowNumber: "" },
      ],
    );
    expect(result.valid).toHaveLength(1);
    expect(result.errors).toEqual([
      { row: 7, column: "RUT", message: "El RUT no es un RUT válido" },
      { row: 7, column: "Género", message: "El género debe ser Masculino o Femenino" },
      { row: 3, column: "N° de fila", message: "El número de fila no es válido" },
    ]);
  });
});
