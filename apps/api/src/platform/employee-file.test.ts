import { readFile } from "node:fs/promises";
import { deflateRawSync } from "node:zlib";
import { computeRutCheckDigit } from "@qs/domain/rut";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import {
  type EmployeeFileResult,
  FILE_EMPTY_MESSAGE,
  FILE_NO_ROWS_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  FILE_TOO_MANY_COLUMNS_MESSAGE,
  FILE_TOO_MANY_ROWS_MESSAGE,
  FILE_TYPE_MESSAGE,
  FILE_UNCLOSED_QUOTES_MESSAGE,
  FILE_UNREADABLE_MESSAGE,
  MAX_EMPLOYEE_ROWS,
  MAX_XLSX_UNPACKED_BYTES,
  missingColumnMessage,
  parseEmployeeFile,
  repeatedColumnMessage,
} from "./employee-file";

const CSV = "text/csv";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A valid RUT from a body: '12345678' → '12345678-5'. */
const rut = (body: number) => `${body}-${computeRutCheckDigit(String(body))}`;

const ACTIVATION_HEADER = [
  "N° de fila",
  "Nombre",
  "Apellido paterno",
  "Apellido materno",
  "RUT",
  "Fecha de nacimiento",
  "Género",
  "Correo electrónico",
  "Teléfono",
  "Tipo de asegurado",
  "Fecha de vigencia",
];

/** An activation row in ACTIVATION_HEADER's order; `changes` replaces cells by header. */
function activationRow(number: number, changes: Record<string, string> = {}): string[] {
  const cells: Record<string, string> = {
    "N° de fila": String(number),
    Nombre: `Persona ${number}`,
    "Apellido paterno": "Soto",
    "Apellido materno": "Rojas",
    RUT: rut(10_000_000 + number),
    "Fecha de nacimiento": "15-03-1985",
    Género: number % 2 ? "Femenino" : "Masculino",
    "Correo electrónico": `persona${number}@empresa.cl`,
    Teléfono: "+56 9 1234 5678",
    "Tipo de asegurado": "Titular",
    "Fecha de vigencia": "01/01/2027",
    ...changes,
  };
  return ACTIVATION_HEADER.map((label) => cells[label] ?? "");
}

const csvText = (rows: readonly (readonly string[])[], separator = ",") =>
  rows.map((cells) => cells.join(separator)).join("\n");
const bytesOf = (text: string) => new TextEncoder().encode(text);

async function xlsxBytes(
  build: (workbook: ExcelJS.Workbook) => void,
  options: Partial<ExcelJS.XlsxWriteOptions> = {},
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  build(workbook);
  return new Uint8Array(await workbook.xlsx.writeBuffer(options));
}

function expectRefused(result: EmployeeFileResult) {
  if (result.ok) throw new Error("expected the file to be refused");
  expect(result).not.toHaveProperty("rows");
  return result;
}

function expectAccepted<R extends EmployeeFileResult>(result: R) {
  if (!result.ok) throw new Error(`expected a valid file: ${JSON.stringify(result.errors)}`);
  return result.rows;
}

/** A zip whose parts are deflated, as spreadsheet programs write them. */
function deflatedZip(parts: Record<string, string | Uint8Array>): Uint8Array {
  const chunks: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(parts)) {
    const data = typeof content === "string" ? Buffer.from(content) : content;
    const packed = deflateRawSync(data, { level: 1 });
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.byteLength, 18);
    local.writeUInt32LE(data.byteLength, 22);
    local.writeUInt16LE(nameBytes.byteLength, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.byteLength, 20);
    central.writeUInt32LE(data.byteLength, 24);
    central.writeUInt16LE(nameBytes.byteLength, 28);
    central.writeUInt32LE(offset, 42);
    chunks.push(local, nameBytes, packed);
    directory.push(central, nameBytes);
    offset += 30 + nameBytes.byteLength + packed.byteLength;
  }
  const size = directory.reduce((sum, chunk) => sum + chunk.byteLength, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(directory.length / 2, 8);
  end.writeUInt16LE(directory.length / 2, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...chunks, ...directory, end]));
}

const WORKBOOK_XML =
  '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Nómina" sheetId="1" r:id="rId1"/></sheets></workbook>';
const RELS_XML =
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>';

/** A worksheet of inline strings, as some programs write them; `tail` follows the last row. */
function worksheetXml(rows: readonly (readonly string[])[], tail = ""): string {
  const column = (index: number) =>
    index < 26
      ? String.fromCharCode(65 + index)
      : String.fromCharCode(64 + Math.floor(index / 26), 65 + (index % 26));
  const body = rows
    .map(
      (cells, index) =>
        `<row r="${index + 1}">${cells
          .map(
            (cell, at) =>
              `<c r="${column(at)}${index + 1}" t="inlineStr"><is><t>${cell}</t></is></c>`,
          )
          .join("")}</row>`,
    )
    .join("");
  return `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body}${tail}</sheetData></worksheet>`;
}

describe("parseEmployeeFile: CSV", () => {
  it("reads a comma-separated activation list into typed rows", async () => {
    const text = csvText([ACTIVATION_HEADER, activationRow(1), activationRow(2)]);
    const rows = expectAccepted(await parseEmployeeFile(bytesOf(text), CSV, "activation"));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({
      rowNumber: 1,
      name: "Persona 1",
      paternalSurname: "Soto",
      maternalSurname: "Rojas",
      legalId: rut(10_000_001),
      birthDate: new Date(Date.UTC(1985, 2, 15)),
      gender: "Femenino",
      email: "persona1@empresa.cl",
      phone: "+56912345678",
      insuredType: "Titular",
      effectiveDate: new Date(Date.UTC(2027, 0, 1)),
    });
    expect(rows[1]?.gender).toBe("Masculino");
  });

  it("reads semicolons, a byte order mark, CRLF, blank lines and headers without accents or by key", async () => {
    const header = [
      "n° DE FILA",
      "nombre",
      "APELLIDO PATERNO",
      "rut",
      "Fecha  de nacimiento",
      "genero",
      "insuredType",
      "fecha de vigencia",
      "Comentarios",
    ];
    const row = (n: number) => [
      String(n),
      "José Ñúñez",
      "Pérez",
      `12.345.67${n}-${computeRutCheckDigit(`1234567${n}`)}`,
      "1990-07-31",
      "masculino",
      "Titular",
      "01-02-2027",
      "a; b",
    ];
    const text = `\ufeff${[header, row(1), [], row(2), ["", "", ""]].map((cells) => cells.map((cell) => (cell.includes(";") ? `"${cell}"` : cell)).join(";")).join("\r\n")}\r\n`;
    const rows = expectAccepted(
      await parseEmployeeFile(bytesOf(text), "text/csv; charset=utf-8", "activation"),
    );
    expect(rows.map((r) => [r.rowNumber, r.name, r.legalId, r.gender])).toEqual([
      [1, "José Ñúñez", `12345671-${computeRutCheckDigit("12345671")}`, "Masculino"],
      [2, "José Ñúñez", `12345672-${computeRutCheckDigit("12345672")}`, "Masculino"],
    ]);
    expect(rows[0]?.birthDate).toEqual(new Date(Date.UTC(1990, 6, 31)));
  });

  it("reads a file Excel saved as Windows-1252", async () => {
    const text = csvText([ACTIVATION_HEADER, activationRow(1, { Nombre: "Begoña" })], ";");
    const latin1 = Uint8Array.from(text, (char) => char.charCodeAt(0));
    const rows = expectAccepted(await parseEmployeeFile(latin1, CSV, "activation"));
    expect(rows[0]?.name).toBe("Begoña");
  });
});

describe("parseEmployeeFile: XLSX", () => {
  it("reads the first worksheet, with date cells as dates and numbers as text", async () => {
    const bytes = await xlsxBytes((workbook) => {
      const sheet = workbook.addWorksheet("Nómina");
      sheet.addRow(ACTIVATION_HEADER);
      sheet.addRow([]);
      sheet.addRow([
        1,
        { richText: [{ text: "Ana " }, { text: "María" }] },
        "Soto",
        null,
        123456785,
        new Date(Date.UTC(1985, 2, 15)),
        "Femenino",
        "ana@empresa.cl",
        56912345678,
        "Titular",
        "01-01-2027",
      ]);
      sheet.getCell("F3").numFmt = "dd-mm-yyyy";
      sheet.addRow(activationRow(2));
      workbook.addWorksheet("Otra").addRow(["no", "es", "la", "nómina"]);
    });
    const rows = expectAccepted(await parseEmployeeFile(bytes, XLSX, "activation"));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      rowNumber: 1,
      name: "Ana María",
      legalId: "12345678-5",
      birthDate: new Date(Date.UTC(1985, 2, 15)),
      phone: "56912345678",
      effectiveDate: new Date(Date.UTC(2027, 0, 1)),
    });
    expect(rows[0]?.maternalSurname).toBeUndefined();
    expect(rows[1]?.legalId).toBe(rut(10_000_002));
  });

  it("reads a workbook written without shared strings", async () => {
    const bytes = await xlsxBytes(
      (workbook) => {
        const sheet = workbook.addWorksheet("Nómina");
        sheet.addRow(ACTIVATION_HEADER);
        sheet.addRow(activationRow(1));
      },
      { useSharedStrings: false },
    );
    const rows = expectAccepted(await parseEmployeeFile(bytes, XLSX, "activation"));
    expect(rows[0]?.name).toBe("Persona 1");
  });

  it("reads the sheet the workbook lists first, not the lowest-numbered part", async () => {
    const sheetXml = (name: string) =>
      worksheetXml([ACTIVATION_HEADER, activationRow(1, { Nombre: name })]);
    const bytes = deflatedZip({
      "xl/worksheets/sheet1.xml": sheetXml("Segunda hoja"),
      "xl/worksheets/sheet2.xml": sheetXml("Primera hoja"),
      "xl/workbook.xml": WORKBOOK_XML.replace(
        '<sheet name="Nómina" sheetId="1" r:id="rId1"/>',
        '<sheet name="Nómina" sheetId="2" r:id="rId2"/><sheet name="Otra" sheetId="1" r:id="rId1"/>',
      ),
      "xl/_rels/workbook.xml.rels": RELS_XML.replace(
        "</Relationships>",
        '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="/xl/worksheets/sheet2.xml"/></Relationships>',
      ),
    });
    const rows = expectAccepted(await parseEmployeeFile(bytes, XLSX, "activation"));
    expect(rows.map((row) => row.name)).toEqual(["Primera hoja"]);
  });
});

describe("parseEmployeeFile: refusals of the whole file", () => {
  it("refuses an empty file", async () => {
    for (const [bytes, type] of [
      [new Uint8Array(), CSV],
      [bytesOf("\ufeff \r\n\r\n"), CSV],
      [new Uint8Array(), XLSX],
    ] as const) {
      const result = expectRefused(await parseEmployeeFile(bytes, type, "activation"));
      expect(result.errors).toEqual([{ row: 0, column: "", message: FILE_EMPTY_MESSAGE }]);
      expect(result.totalErrors).toBe(1);
    }
  });

  it("refuses a content type other than CSV or XLSX", async () => {
    const text = csvText([ACTIVATION_HEADER, activationRow(1)]);
    for (const type of ["application/pdf", "application/json", ""]) {
      const result = expectRefused(await parseEmployeeFile(bytesOf(text), type, "activation"));
      expect(result.errors).toEqual([{ row: 0, column: "", message: FILE_TYPE_MESSAGE }]);
    }
    expect(FILE_TYPE_MESSAGE).toBe("Sube un archivo CSV o XLSX");
  });

  it("names each missing required column", async () => {
    const header = ACTIVATION_HEADER.filter(
      (label) => label !== "RUT" && label !== "Fecha de nacimiento",
    );
    const text = csvText([header, ["1", "Ana", "Soto", "Rojas", "Femenino"]]);
    const result = expectRefused(await parseEmployeeFile(bytesOf(text), CSV, "activation"));
    expect(result.errors).toEqual([
      { row: 0, column: "RUT", message: 'Falta la columna obligatoria "RUT"' },
      {
        row: 0,
        column: "Fecha de nacimiento",
        message: missingColumnMessage("Fecha de nacimiento"),
      },
    ]);
  });

  it("refuses a column given twice", async () => {
    const text = csvText([
      [...ACTIVATION_HEADER, "rut"],
      [...activationRow(1), rut(20_000_000)],
    ]);
    const result = expectRefused(await parseEmployeeFile(bytesOf(text), CSV, "activation"));
    expect(result.errors).toEqual([
      { row: 0, column: "RUT", message: repeatedColumnMessage("RUT") },
    ]);
  });

  it("refuses a header without rows", async () => {
    const result = expectRefused(
      await parseEmployeeFile(bytesOf(`${ACTIVATION_HEADER.join(",")}\n\n`), CSV, "activation"),
    );
    expect(result.errors).toEqual([{ row: 0, column: "", message: FILE_NO_ROWS_MESSAGE }]);
  });

  it("refuses a file it cannot read", async () => {
    const csvWorkbook = await xlsxBytes((workbook) => {
      workbook.addWorksheet("Nómina").addRow(ACTIVATION_HEADER);
    });
    const cases: [Uint8Array, string][] = [
      [bytesOf(csvText([ACTIVATION_HEADER, activationRow(1)])), XLSX],
      [Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]), XLSX],
      [csvWorkbook.subarray(0, csvWorkbook.byteLength - 40), XLSX],
      [csvWorkbook, CSV],
      [deflatedZip({ "docProps/app.xml": "<Properties/>" }), XLSX],
      [deflatedZip({ "xl/workbook.xml": WORKBOOK_XML }), XLSX],
      [
        deflatedZip({
          "xl/workbook.xml": WORKBOOK_XML,
          "xl/_rels/workbook.xml.rels": RELS_XML,
          "xl/worksheets/sheet1.xml":
            '<worksheet><sheetData><row r="1"><c r="A1"></row></sheetData></worksheet>',
        }),
        XLSX,
      ],
    ];
    for (const [bytes, type] of cases) {
      const result = expectRefused(await parseEmployeeFile(bytes, type, "activation"));
      expect(result.errors).toEqual([{ row: 0, column: "", message: FILE_UNREADABLE_MESSAGE }]);
    }
  });

  it("refuses a CSV with a quoted value that never closes", async () => {
    const text = csvText([ACTIVATION_HEADER, activationRow(1, { Nombre: '"Ana' })]);
    const result = expectRefused(await parseEmployeeFile(bytesOf(text), CSV, "activation"));
    expect(result.errors).toEqual([{ row: 0, column: "", message: FILE_UNCLOSED_QUOTES_MESSAGE }]);
  });

  it("accepts 10,000 rows and refuses 10,001, in CSV", async () => {
    const rows = Array.from({ length: MAX_EMPLOYEE_ROWS + 1 }, (_, index) =>
      activationRow(index + 1),
    );
    const atLimit = csvText([ACTIVATION_HEADER, ...rows.slice(0, MAX_EMPLOYEE_ROWS)]);
    expect(
      expectAccepted(await parseEmployeeFile(bytesOf(atLimit), CSV, "activation")),
    ).toHaveLength(MAX_EMPLOYEE_ROWS);
    const over = csvText([ACTIVATION_HEADER, ...rows]);
    const result = expectRefused(await parseEmployeeFile(bytesOf(over), CSV, "activation"));
    expect(result.errors).toEqual([{ row: 0, column: "", message: FILE_TOO_MANY_ROWS_MESSAGE }]);
    expect(FILE_TOO_MANY_ROWS_MESSAGE).toContain("10.000 filas");
  });

  it("refuses a worksheet over 10,000 rows as soon as it gets there", async () => {
    const rows = [ACTIVATION_HEADER, activationRow(1, { RUT: "no es un RUT" })];
    for (let n = 2; n <= MAX_EMPLOYEE_ROWS + 2_000; n += 1) rows.push(activationRow(n));
    // A fault far past row 10,001: reading that far would make the file unreadable instead.
    const bytes = deflatedZip({
      "xl/workbook.xml": WORKBOOK_XML,
      "xl/_rels/workbook.xml.rels": RELS_XML,
      "xl/worksheets/sheet1.xml": worksheetXml(rows, '<row r="99999"><c r="A1"></row>'),
    });
    const result = expectRefused(await parseEmployeeFile(bytes, XLSX, "activation"));
    expect(result.errors).toEqual([{ row: 0, column: "", message: FILE_TOO_MANY_ROWS_MESSAGE }]);

    const fewer = deflatedZip({
      "xl/workbook.xml": WORKBOOK_XML,
      "xl/_rels/workbook.xml.rels": RELS_XML,
      "xl/worksheets/sheet1.xml": worksheetXml(
        rows.slice(0, 50),
        '<row r="99999"><c r="A1"></row>',
      ),
    });
    const unreadable = expectRefused(await parseEmployeeFile(fewer, XLSX, "activation"));
    expect(unreadable.errors).toEqual([{ row: 0, column: "", message: FILE_UNREADABLE_MESSAGE }]);
  });

  it("refuses a worksheet with a value past column 40", async () => {
    const bytes = await xlsxBytes((workbook) => {
      const sheet = workbook.addWorksheet("Nómina");
      sheet.addRow(ACTIVATION_HEADER);
      sheet.addRow(activationRow(1));
      sheet.getCell(2, 41).value = "sobra";
    });
    const result = expectRefused(await parseEmployeeFile(bytes, XLSX, "activation"));
    expect(result.errors).toEqual([{ row: 0, column: "", message: FILE_TOO_MANY_COLUMNS_MESSAGE }]);
  });

  it("refuses a workbook that inflates past its budget (a zip bomb)", async () => {
    // A few hundred kilobytes of deflated blanks that would become more than 64 MB of XML.
    const filler = Buffer.alloc(MAX_XLSX_UNPACKED_BYTES, 0x20);
    const bytes = deflatedZip({
      "xl/workbook.xml": WORKBOOK_XML,
      "xl/_rels/workbook.xml.rels": RELS_XML,
      "xl/sharedStrings.xml": filler,
      "xl/worksheets/sheet1.xml": "<worksheet><sheetData/></worksheet>",
    });
    expect(bytes.byteLength).toBeLessThan(1024 * 1024);
    const result = expectRefused(await parseEmployeeFile(bytes, XLSX, "activation"));
    expect(result.errors).toEqual([{ row: 0, column: "", message: FILE_TOO_LARGE_MESSAGE }]);
  });
});

describe("parseEmployeeFile: bad cells", () => {
  it("lists each bad cell with its row, column and Spanish message", async () => {
    const text = csvText([
      ACTIVATION_HEADER,
      activationRow(1),
      activationRow(2, { RUT: "12.345.678-9" }),
      activationRow(3, { "Fecha de nacimiento": "31-02-1990" }),
      activationRow(4, { Nombre: "  " }),
      activationRow(5, { Género: "Otro", "Correo electrónico": "ana@", Teléfono: "12" }),
      activationRow(6, { "N° de fila": "", "Fecha de vigencia": "" }),
    ]);
    const result = expectRefused(await parseEmployeeFile(bytesOf(text), CSV, "activation"));
    expect(result.errors).toEqual([
      { row: 2, column: "RUT", message: "El RUT no es un RUT válido" },
      {
        row: 3,
        column: "Fecha de nacimiento",
        message: "La fecha de nacimiento debe tener el formato dd-mm-aaaa, dd/mm/aaaa o aaaa-mm-dd",
      },
      { row: 4, column: "Nombre", message: "El campo Nombre es obligatorio" },
      { row: 5, column: "Género", message: "El género debe ser Masculino o Femenino" },
      { row: 5, column: "Correo electrónico", message: "El correo electrónico no es válido" },
      { row: 5, column: "Teléfono", message: "El teléfono no es válido" },
      // Without its own number, a row is named by its position among the rows.
      { row: 6, column: "N° de fila", message: "El número de fila no es válido" },
      { row: 6, column: "Fecha de vigencia", message: "El campo Fecha de vigencia es obligatorio" },
    ]);
    expect(result.totalErrors).toBe(8);
  });

  it("gives only errors for a file that is half valid, so nothing can be stored", async () => {
    const rows = Array.from({ length: 20 }, (_, index) =>
      activationRow(index + 1, index >= 10 ? { RUT: "1-1" } : {}),
    );
    const result = expectRefused(
      await parseEmployeeFile(bytesOf(csvText([ACTIVATION_HEADER, ...rows])), CSV, "activation"),
    );
    expect(result.errors.map((error) => error.row)).toEqual([
      11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
    ]);
    expect(result.totalErrors).toBe(10);
  });

  it("lists bad cells of a workbook by the row's number", async () => {
    const bytes = await xlsxBytes((workbook) => {
      const sheet = workbook.addWorksheet("Nómina");
      sheet.addRow(ACTIVATION_HEADER);
      sheet.addRow(activationRow(1));
      sheet.addRow(activationRow(2, { RUT: "11.111.111-2", "Fecha de vigencia": "2027/13/01" }));
    });
    const result = expectRefused(await parseEmployeeFile(bytes, XLSX, "activation"));
    expect(result.errors).toEqual([
      { row: 2, column: "RUT", message: "El RUT no es un RUT válido" },
      {
        row: 2,
        column: "Fecha de vigencia",
        message: "La fecha de vigencia debe tener el formato dd-mm-aaaa, dd/mm/aaaa o aaaa-mm-dd",
      },
    ]);
  });

  it("lists the first 500 errors and counts them all", async () => {
    const rows = Array.from({ length: 600 }, (_, index) =>
      activationRow(index + 1, { RUT: "123", Género: "X" }),
    );
    const result = expectRefused(
      await parseEmployeeFile(bytesOf(csvText([ACTIVATION_HEADER, ...rows])), CSV, "activation"),
    );
    expect(result.errors).toHaveLength(500);
    expect(result.totalErrors).toBe(1200);
    expect(result.errors.at(-1)).toEqual({
      row: 250,
      column: "Género",
      message: "El género debe ser Masculino o Femenino",
    });
  });
});

describe("parseEmployeeFile: cancellation layout", () => {
  const header = [
    "N° de fila",
    "Nombre",
    "Apellido paterno",
    "RUT",
    "Fecha de nacimiento",
    "Género",
    "Fecha de exclusión",
    "Motivo",
    "Tipo de asegurado",
    "RUT del titular",
    "Tipo de carga",
    "Correo electrónico",
  ];

  it("reads a cancellation list; columns of the other layout are ignored", async () => {
    const text = csvText(
      [
        header,
        [
          "1",
          "Ana",
          "Soto",
          rut(15_000_001),
          "15/03/1985",
          "Femenino",
          "31-12-2026",
          "Renuncia",
          "Titular",
          "",
          "",
          "ana@x.cl",
        ],
        [
          "2",
          "Tomás",
          "Soto",
          rut(22_000_002),
          "2015-01-20",
          "Masculino",
          "31-12-2026",
          "",
          "Carga",
          rut(15_000_001),
          "Hijo",
          "",
        ],
      ],
      ";",
    );
    const rows = expectAccepted(await parseEmployeeFile(bytesOf(text), CSV, "cancellation"));
    expect(rows).toEqual([
      expect.objectContaining({
        rowNumber: 1,
        effectiveDate: new Date(Date.UTC(2026, 11, 31)),
        reason: "Renuncia",
      }),
      expect.objectContaining({
        rowNumber: 2,
        holderLegalId: rut(15_000_001),
        dependentType: "Hijo",
      }),
    ]);
    expect(rows[0]).not.toHaveProperty("email");
  });

  it("checks the cancellation's own columns and rules", async () => {
    const activation = csvText([ACTIVATION_HEADER, activationRow(1)]);
    const missing = expectRefused(
      await parseEmployeeFile(bytesOf(activation), CSV, "cancellation"),
    );
    expect(missing.errors).toEqual([
      { row: 0, column: "Fecha de exclusión", message: missingColumnMessage("Fecha de exclusión") },
    ]);

    const text = csvText([
      header,
      [
        "1",
        "Tomás",
        "Soto",
        rut(22_000_002),
        "2015-01-20",
        "Masculino",
        "2026-12-32",
        "",
        "Carga",
        "",
        "Hijo",
        "",
      ],
    ]);
    const result = expectRefused(await parseEmployeeFile(bytesOf(text), CSV, "cancellation"));
    expect(result.errors).toEqual([
      {
        row: 1,
        column: "Fecha de exclusión",
        message: "La fecha de exclusión debe tener el formato dd-mm-aaaa, dd/mm/aaaa o aaaa-mm-dd",
      },
    ]);
  });
});

describe("the sample lists the site and the browser tests upload", () => {
  const sample = (name: string) =>
    readFile(new URL(`../../../e2e/fixtures/${name}`, import.meta.url));

  it("nomina-valida.csv holds 12 valid employees", async () => {
    const rows = expectAccepted(
      await parseEmployeeFile(await sample("nomina-valida.csv"), CSV, "activation"),
    );
    expect(rows).toHaveLength(12);
    expect(rows[1]?.legalId).toBe("16000004-K");
  });

  it("nomina-con-errores.csv has a bad RUT, a bad date and a missing name", async () => {
    const result = expectRefused(
      await parseEmployeeFile(await sample("nomina-con-errores.csv"), CSV, "activation"),
    );
    expect(result.errors).toEqual([
      { row: 2, column: "RUT", message: "El RUT no es un RUT válido" },
      {
        row: 4,
        column: "Fecha de nacimiento",
        message: "La fecha de nacimiento debe tener el formato dd-mm-aaaa, dd/mm/aaaa o aaaa-mm-dd",
      },
      { row: 5, column: "Nombre", message: "El campo Nombre es obligatorio" },
    ]);
  });
});
