import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  allLeadTransitions,
  canMoveLead,
  checkLeadChange,
  FINAL_LEAD_STATUSES,
  LEAD_CHANGE_MESSAGES,
  LEAD_TRANSITIONS,
  type LeadChangeRefusal,
} from "./lead-lifecycle";
import { LEAD_STATUS, leadStatusById, leadStatuses, subStatusesOf } from "./lead-status";

const S = LEAD_STATUS;
const statusName = (id: number) => leadStatusById(id)?.name ?? `desconocido ${id}`;
const label = (id: number) => `${statusName(id)} (${id})`;

/** A legal target state for a status: its first sub-status, and a reason when failing. */
function arrivalAt(statusId: number) {
  return {
    statusId,
    subStatusId: subStatusesOf(statusId)[0]?.id ?? null,
    failureReasonId: statusId === S.fallido ? 1 : null,
  };
}

/** A state inside a status (its first sub-status, if any). */
function stateIn(statusId: number) {
  return { statusId, subStatusId: subStatusesOf(statusId)[0]?.id ?? null };
}

const transitions = allLeadTransitions().map(({ from, to }) => ({
  from,
  to,
  name: `${label(from)} → ${label(to)}`,
}));

describe("legal lead transitions", () => {
  it("lists every move of LEAD_TRANSITIONS once", () => {
    const expected = Object.values(LEAD_TRANSITIONS).reduce((sum, list) => sum + list.length, 0);
    expect(transitions).toHaveLength(expected);
    expect(new Set(transitions.map((move) => move.name)).size).toBe(expected);
    expect(transitions.map((move) => move.name)).toContain("Asignado (2) → Agenda (13)");
  });

  it.each(transitions.map((move) => [move.name, move.from, move.to] as const))(
    "%s",
    (_, from, to) => {
      expect(canMoveLead(from, to)).toBe(true);
      expect(checkLeadChange(stateIn(from), arrivalAt(to))).toBeNull();
    },
  );
});

describe("refusals of checkLeadChange", () => {
  const refusal = (
    from: Parameters<typeof checkLeadChange>[0],
    to: Parameters<typeof checkLeadChange>[1],
  ): { key: LeadChangeRefusal | null; message: string | undefined } => {
    const key = checkLeadChange(from, to);
    return { key, message: key ? LEAD_CHANGE_MESSAGES[key] : undefined };
  };

  it("refuses a status that does not exist", () => {
    expect(refusal(null, { statusId: 42, subStatusId: null })).toEqual({
      key: "unknown-status",
      message: "El estado indicado no existe",
    });
  });

  it("refuses a sub-status that does not exist", () => {
    expect(refusal(null, { statusId: S.asignado, subStatusId: 999 })).toEqual({
      key: "unknown-sub-status",
      message: "El subestado indicado no existe",
    });
  });

  it("refuses a sub-status of another status", () => {
    // 403 'No avanza' belongs to Fallido, not to Contratacion Online
    expect(refusal(null, { statusId: S.contratacionOnline, subStatusId: 403 })).toEqual({
      key: "sub-status-of-other-status",
      message: "El subestado indicado no pertenece a ese estado",
    });
  });

  it("accepts 330 Recaudación under both of its statuses", () => {
    expect(checkLeadChange(null, { statusId: S.contratacionOnline, subStatusId: 330 })).toBeNull();
    expect(
      checkLeadChange(null, { statusId: S.pendienteDeConfirmacion, subStatusId: 330 }),
    ).toBeNull();
  });

  it.each([S.contratacionOnline, S.pendienteDeConfirmacion, S.cerrado, S.fallido])(
    "needs a sub-status for %i",
    (statusId) => {
      expect(
        refusal(null, {
          statusId,
          subStatusId: null,
          failureReasonId: statusId === S.fallido ? 1 : null,
        }),
      ).toEqual({
        key: "sub-status-required",
        message: "Debes indicar un subestado para ese estado",
      });
    },
  );

  it("does not need a sub-status for a status whose sub-statuses only describe it (Asignado)", () => {
    expect(checkLeadChange(null, { statusId: S.asignado, subStatusId: null })).toBeNull();
  });

  it("refuses an illegal transition: Cerrado → Web", () => {
    expect(
      refusal({ statusId: S.cerrado, subStatusId: 332 }, { statusId: S.web, subStatusId: null }),
    ).toEqual({
      key: "illegal-transition",
      message: "No se puede pasar la solicitud de ese estado al indicado",
    });
  });

  it("refuses a move from an unknown status to another status", () => {
    expect(
      checkLeadChange({ statusId: 42, subStatusId: null }, { statusId: S.web, subStatusId: null }),
    ).toBe("illegal-transition");
  });

  it("needs a failure reason to fail a lead", () => {
    expect(
      refusal(
        { statusId: S.asignado, subStatusId: 200 },
        { statusId: S.fallido, subStatusId: 401 },
      ),
    ).toEqual({ key: "failure-reason-required", message: "Debes indicar el motivo de fallo" });
    expect(
      checkLeadChange(
        { statusId: S.asignado, subStatusId: 200 },
        { statusId: S.fallido, subStatusId: 401, failureReasonId: null },
      ),
    ).toBe("failure-reason-required");
  });

  it("accepts a failure reason when failing a lead", () => {
    expect(
      checkLeadChange(
        { statusId: S.asignado, subStatusId: 200 },
        { statusId: S.fallido, subStatusId: 401, failureReasonId: 7 },
      ),
    ).toBeNull();
  });

  it("refuses a failure reason on any other status", () => {
    expect(
      refusal(
        { statusId: S.asignado, subStatusId: 200 },
        { statusId: S.agenda, subStatusId: 212, failureReasonId: 7 },
      ),
    ).toEqual({
      key: "failure-reason-not-allowed",
      message: "Solo una solicitud fallida lleva motivo de fallo",
    });
  });

  it("has a Spanish message for every refusal", () => {
    expect(Object.keys(LEAD_CHANGE_MESSAGES).sort()).toEqual(
      [
        "failure-reason-not-allowed",
        "failure-reason-required",
        "illegal-transition",
        "sub-status-of-other-status",
        "sub-status-required",
        "unknown-status",
        "unknown-sub-status",
      ].sort(),
    );
  });
});

describe("shape of the lifecycle", () => {
  it.each(FINAL_LEAD_STATUSES.map((id) => [label(id), id] as const))(
    "%s is final: no way out",
    (_, id) => {
      expect(LEAD_TRANSITIONS[id]).toBeUndefined();
      for (const status of leadStatuses) {
        if (status.id === id) continue;
        expect(canMoveLead(id, status.id)).toBe(false);
        expect(checkLeadChange(stateIn(id), arrivalAt(status.id))).toBe("illegal-transition");
      }
    },
  );

  it("allows a move inside one status, also a final one", () => {
    expect(
      checkLeadChange(
        { statusId: S.contratacionOnline, subStatusId: 300 },
        { statusId: S.contratacionOnline, subStatusId: 303 },
      ),
    ).toBeNull();
    expect(
      checkLeadChange(
        { statusId: S.agenda, subStatusId: 212 },
        { statusId: S.agenda, subStatusId: 214 },
      ),
    ).toBeNull();
    expect(canMoveLead(S.eliminado, S.eliminado)).toBe(true);
  });

  it("names every status either as a source of moves or as final, never both", () => {
    const sources = Object.keys(LEAD_TRANSITIONS).map(Number);
    const finals: readonly number[] = FINAL_LEAD_STATUSES;
    for (const status of leadStatuses) {
      expect({
        status: label(status.id),
        listed: sources.includes(status.id) !== finals.includes(status.id),
      }).toEqual({ status: label(status.id), listed: true });
    }
    expect(sources.length + finals.length).toBe(leadStatuses.length);
  });

  it("moves only to known statuses, never to the same one", () => {
    for (const { from, to } of allLeadTransitions()) {
      expect(leadStatusById(from), `origen ${from}`).toBeDefined();
      expect(leadStatusById(to), `destino ${to}`).toBeDefined();
      expect(to).not.toBe(from);
    }
  });

  it("reaches every non-initial status from Sin Estado", () => {
    const reached = new Set<number>([S.sinEstado]);
    let frontier: number[] = [S.sinEstado];
    while (frontier.length > 0) {
      frontier = frontier
        .flatMap((id) => LEAD_TRANSITIONS[id] ?? [])
        .filter((id) => !reached.has(id) && reached.add(id));
    }
    expect(leadStatuses.map((status) => status.id).filter((id) => !reached.has(id))).toEqual([]);
  });
});

describe("checkLeadChange on any input", () => {
  const anyState = fc.record({
    statusId: fc.integer(),
    subStatusId: fc.option(fc.integer(), { nil: null }),
  });
  const anyChange = fc.record({
    statusId: fc.integer(),
    subStatusId: fc.option(fc.integer(), { nil: null }),
    failureReasonId: fc.option(fc.integer(), { nil: undefined }),
  });
  const refusals = new Set<string | null>([null, ...Object.keys(LEAD_CHANGE_MESSAGES)]);

  it("never throws and answers null or a known refusal for any integers", () => {
    fc.assert(
      fc.property(fc.option(anyState, { nil: null }), anyChange, (from, to) => {
        expect(refusals.has(checkLeadChange(from, to))).toBe(true);
      }),
    );
  });

  it("never throws for known statuses and sub-statuses in any combination", () => {
    const statusIds = leadStatuses.map((status) => status.id);
    const known = fc.constantFrom(...statusIds);
    const subStatus = fc.option(fc.constantFrom(200, 300, 303, 330, 331, 403, 999), { nil: null });
    fc.assert(
      fc.property(
        fc.option(fc.record({ statusId: known, subStatusId: subStatus }), { nil: null }),
        fc.record({
          statusId: known,
          subStatusId: subStatus,
          failureReasonId: fc.option(fc.nat(), { nil: null }),
        }),
        (from, to) => {
          const result = checkLeadChange(from, to);
          expect(refusals.has(result)).toBe(true);
          // a legal change is always a legal move between the two statuses
          if (result === null && from) expect(canMoveLead(from.statusId, to.statusId)).toBe(true);
        },
      ),
    );
  });
});
