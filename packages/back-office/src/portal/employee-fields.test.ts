import { describe, expect, it } from "vitest";
import { sampleEmployees } from "../testing/portal-harness";
import {
  EMPLOYEE_FORM_FIELDS,
  employeeInput,
  initialEmployeeValues,
  placeRefusals,
} from "./employee-fields";

describe("the person form places the API's refusals beside their fields", () => {
  it("finds each field by its column's label in the activation layout", () => {
    const placed = placeRefusals([
      { row: 1, column: "RUT", message: "El RUT no es un RUT válido" },
      { row: 1, column: "Fecha de nacimiento", message: "La fecha de nacimiento debe tener…" },
      { row: 1, column: "Correo electrónico", message: "El correo electrónico no es válido" },
      { row: 1, column: "Apellido paterno", message: "El campo Apellido paterno es obligatorio" },
      { row: 1, column: "Tipo de asegurado", message: "El campo Tipo de asegurado es obligatorio" },
    ]);
    expect(placed.byField).toEqual({
      legalId: "El RUT no es un RUT válido",
      birthDate: "La fecha de nacimiento debe tener…",
      email: "El correo electrónico no es válido",
      paternalSurname: "El campo Apellido paterno es obligatorio",
      insuredType: "El campo Tipo de asegurado es obligatorio",
    });
    expect(placed.others).toEqual([]);
  });

  it("reads a label whatever its case and accents, or the column's key", () => {
    const placed = placeRefusals([
      { row: 1, column: "genero", message: "El género debe ser Masculino o Femenino" },
      { row: 1, column: "TELÉFONO", message: "El teléfono no es válido" },
      { row: 1, column: "effectiveDate", message: "El campo Fecha de vigencia es obligatorio" },
    ]);
    expect(placed.byField).toEqual({
      gender: "El género debe ser Masculino o Femenino",
      phone: "El teléfono no es válido",
      effectiveDate: "El campo Fecha de vigencia es obligatorio",
    });
  });

  it("joins a field's messages once each", () => {
    const placed = placeRefusals([
      { row: 1, column: "RUT", message: "Esta persona ya está asegurada en la póliza" },
      { row: 1, column: "RUT", message: "Esta persona ya tiene un movimiento en proceso" },
      { row: 1, column: "RUT", message: "Esta persona ya está asegurada en la póliza" },
    ]);
    expect(placed.byField.legalId).toBe(
      "Esta persona ya está asegurada en la póliza Esta persona ya tiene un movimiento en proceso",
    );
  });

  it("keeps apart a column the form does not show, and a row-wide problem", () => {
    const holder = { row: 1, column: "RUT del titular", message: "El RUT del titular…" };
    const row = { row: 1, column: "", message: "La fila está vacía" };
    const rut = { row: 1, column: "RUT", message: "Esta persona ya está asegurada" };
    const withoutRut = EMPLOYEE_FORM_FIELDS.filter((field) => field !== "legalId");
    expect(placeRefusals([holder, row])).toEqual({ byField: {}, others: [holder, row] });
    // A person's data: the RUT does not change, so the form has no RUT field.
    expect(placeRefusals([rut], withoutRut)).toEqual({ byField: {}, others: [rut] });
  });
});

describe("the person form's values", () => {
  it("send each field trimmed and leave the empty ones out", () => {
    expect(
      employeeInput({
        ...initialEmployeeValues(),
        name: "  Tomás ",
        paternalSurname: "Herrera",
        legalId: "16.111.222-3",
        birthDate: "1990-04-12",
        gender: "Masculino",
        effectiveDate: "2026-12-01",
      }),
    ).toEqual({
      name: "Tomás",
      paternalSurname: "Herrera",
      legalId: "16.111.222-3",
      birthDate: "1990-04-12",
      gender: "Masculino",
      insuredType: "Titular",
      effectiveDate: "2026-12-01",
    });
  });

  it("start a person's data from their RUT, contact and effective date, not a guessed name", () => {
    const person = { ...sampleEmployees[0], email: "camila@example.com", phone: null };
    expect(initialEmployeeValues(person as (typeof sampleEmployees)[number])).toMatchObject({
      name: "",
      paternalSurname: "",
      legalId: person.legalId,
      email: "camila@example.com",
      phone: "",
      effectiveDate: "2026-11-01",
    });
  });
});
