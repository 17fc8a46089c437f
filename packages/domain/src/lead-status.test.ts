import { describe, expect, it } from "vitest";
import {
  LEAD_STATUS,
  leadStatusById,
  leadStatusColors,
  leadStatuses,
  leadStatusSchema,
  leadSubStatusById,
  leadSubStatuses,
  leadSubStatusSchema,
  subStatusesOf,
} from "./lead-status";

const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id);

describe("lead statuses", () => {
  it("has the 21 statuses of the spec with their names", () => {
    expect(leadStatuses.map((status) => [status.id, status.name])).toEqual([
      [1, "Sin Estado"],
      [2, "Asignado"],
      [3, "Cerrado"],
      [4, "Fallido"],
      [5, "Eliminado"],
      [6, "Duplicado"],
      [7, "Por Reasignar"],
      [8, "Web"],
      [9, "Por Cerrar"],
      [10, "Resuelto"],
      [11, "Cliente Vigente"],
      [12, "No interesa"],
      [13, "Agenda"],
      [14, "Interesa"],
      [97, "Pruebas QP"],
      [98, "Cliente Falso"],
      [99, "Otro"],
      [100, "Proceso de Devolución"],
      [101, "Devuelto"],
      [500, "Contratacion Online"],
      [501, "Pendiente de confirmación"],
    ]);
  });

  it("calls 97 Prueba for short", () => {
    expect(leadStatusById(97)?.shortName).toBe("Prueba");
  });

  it("gives every status a colour of the palette and uses the whole palette", () => {
    for (const status of leadStatuses) leadStatusSchema.parse(status);
    const used = new Set(leadStatuses.map((status) => status.color));
    expect([...used].sort()).toEqual([...leadStatusColors].sort());
  });

  it("colours Por Cerrar porCerrar, Fallido fail and Cliente Vigente success", () => {
    expect(leadStatusById(LEAD_STATUS.porCerrar)?.color).toBe("porCerrar");
    expect(leadStatusById(LEAD_STATUS.fallido)?.color).toBe("fail");
    expect(leadStatusById(LEAD_STATUS.clienteVigente)?.color).toBe("success");
  });

  it("has unique ids and no lookup for unknown ones", () => {
    expect(new Set(ids(leadStatuses)).size).toBe(leadStatuses.length);
    expect(leadStatusById(15)).toBeUndefined();
  });
});

describe("sub-statuses", () => {
  it("validates every row, has unique ids and points only at existing statuses", () => {
    expect(new Set(ids(leadSubStatuses)).size).toBe(leadSubStatuses.length);
    for (const subStatus of leadSubStatuses) {
      leadSubStatusSchema.parse(subStatus);
      for (const parentId of subStatus.parentIds) expect(leadStatusById(parentId)).toBeDefined();
    }
  });

  it("Asignado (2): 200 En Gestión, 201 Contactado, 202 Interesado, 203 Retomar Prospecto, 217 Reunión Concretada", () => {
    expect(subStatusesOf(2).map((s) => [s.id, s.name])).toEqual([
      [200, "En Gestión"],
      [201, "Contactado"],
      [202, "Interesado"],
      [203, "Retomar Prospecto"],
      [217, "Reunión Concretada"],
    ]);
  });

  it("Contratación online (500): 204, 205, 300 to 305 and 330", () => {
    expect(ids(subStatusesOf(500))).toEqual([204, 205, 300, 301, 302, 303, 304, 305, 330]);
    expect(leadSubStatusById(302)?.name).toBe("Firma contratante");
    expect(leadSubStatusById(305)?.name).toBe("Datos empleados");
  });

  it("330 Recaudación belongs to both 500 and 501", () => {
    expect(leadSubStatusById(330)?.name).toBe("Recaudación");
    expect(leadSubStatusById(330)?.parentIds).toEqual([500, 501]);
    expect(ids(subStatusesOf(501))).toEqual([330]);
  });

  it("No interesa (12): 206 to 211 with names, then 404 Seguro individual and 405 Seguro de vida", () => {
    const rows = subStatusesOf(12);
    expect(ids(rows)).toEqual([206, 207, 208, 209, 210, 211, 404, 405]);
    for (const row of rows) expect(row.name.trim().length).toBeGreaterThan(3);
    expect(leadSubStatusById(404)?.name).toBe("Seguro individual");
    expect(leadSubStatusById(405)?.name).toBe("Seguro de vida");
  });

  it("Agenda (13): videollamada, teléfono, correo", () => {
    expect(subStatusesOf(13).map((s) => s.name)).toEqual(["videollamada", "teléfono", "correo"]);
  });

  it("Interesa (14): 215 and 216", () => {
    expect(subStatusesOf(14).map((s) => [s.id, s.name])).toEqual([
      [215, "Pendiente envío de nómina"],
      [216, "Pendiente envío de firma"],
    ]);
  });

  it("Fallido (4): 406 Sin contacto, 401 No Contactado, 402 No le interesa, 403 No avanza", () => {
    expect(subStatusesOf(4).map((s) => [s.id, s.name])).toEqual([
      [406, "Sin contacto"],
      [401, "No Contactado"],
      [402, "No le interesa"],
      [403, "No avanza"],
    ]);
  });

  it("Cerrado (3): 331, 332, 333 web closures", () => {
    expect(subStatusesOf(3).map((s) => s.name)).toEqual([
      "Web-Subscripción activa",
      "Web-Pago único",
      "Web-Transferencia no automática",
    ]);
  });

  it("gives nothing for a status without sub-statuses or an unknown id", () => {
    expect(subStatusesOf(1)).toEqual([]);
    expect(subStatusesOf(12345)).toEqual([]);
  });
});
