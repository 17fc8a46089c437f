import { describe, expect, it } from "vitest";
import { checkLeadChange, type LeadChange, type LeadState } from "./lead-lifecycle";
import { LEAD_STATUS } from "./lead-status";
import { paymentFlowTypeSchema } from "./payment-info";
import {
  canOpenStep,
  firstOpenStep,
  isHostedPaymentFlow,
  isSubscriptionFlow,
  LEAD_STATE_ABANDONED,
  LEAD_STATE_TRANSFER_CONFIRMED,
  leadStateForPayment,
  leadStateForStep,
  nextStep,
  OVERDUE_REMINDERS,
  overdueReminderDue,
  type PurchaseStepKey,
  previousStep,
  purchaseStepsFor,
  resumeReminderDue,
  stepBySlug,
} from "./purchase";

const household = purchaseStepsFor({ collective: false, needsHealthDeclaration: false });
const householdWithHealth = purchaseStepsFor({ collective: false, needsHealthDeclaration: true });
const company = purchaseStepsFor({ collective: true, needsHealthDeclaration: false });

describe("purchaseStepsFor", () => {
  it("gives a household plan without health declaration its steps in order", () => {
    expect(household.map((step) => [step.key, step.title, step.slug])).toEqual([
      ["holder", "Datos personales", "Datos-personales"],
      ["beneficiaries", "Beneficiarios", "Beneficiarios"],
      ["payment", "Pago", "Pago"],
      ["confirmation", "Confirmación", "Confirmacion"],
    ]);
  });

  it("adds 'Estado de salud' after the beneficiaries when the plan needs a declaration", () => {
    expect(householdWithHealth.map((step) => [step.key, step.slug])).toEqual([
      ["holder", "Datos-personales"],
      ["beneficiaries", "Beneficiarios"],
      ["health", "Estado-de-salud"],
      ["payment", "Pago"],
      ["confirmation", "Confirmacion"],
    ]);
  });

  it("gives a company plan the employer's data and the employee list, no household steps", () => {
    expect(company.map((step) => [step.key, step.title, step.slug])).toEqual([
      ["company", "Datos empresa", "Datos-empresa"],
      ["employees", "Datos colaboradores", "Datos-colaboradores"],
      ["payment", "Pago", "Pago"],
      ["confirmation", "Confirmación", "Confirmacion"],
    ]);
    expect(
      purchaseStepsFor({ collective: true, needsHealthDeclaration: true }).map((step) => step.key),
    ).toEqual(["company", "employees", "payment", "confirmation"]);
  });

  it.each([
    ["household", household],
    ["household with health declaration", householdWithHealth],
    ["company", company],
  ])(
    "%s: orders by position, slugs have no accents or spaces, ends with Confirmacion",
    (_, steps) => {
      const positions = steps.map((step) => step.orderPosition);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(new Set(positions).size).toBe(positions.length);
      for (const step of steps) {
        expect(step.slug).toMatch(/^[A-Za-z-]+$/);
        expect(step.slug).toBe(
          step.title
            .normalize("NFD")
            .replace(/\p{Diacritic}/gu, "")
            .replace(/ /g, "-"),
        );
      }
      expect(steps.at(-1)).toMatchObject({ key: "confirmation", slug: "Confirmacion" });
      expect(steps.at(-2)?.key).toBe("payment");
    },
  );

  it("moves forward and back through the steps", () => {
    expect(nextStep(householdWithHealth, "beneficiaries")?.key).toBe("health");
    expect(nextStep(household, "beneficiaries")?.key).toBe("payment");
    expect(nextStep(household, "confirmation")).toBeUndefined();
    expect(nextStep(household, "company")).toBeUndefined();
    expect(previousStep(company, "payment")?.key).toBe("employees");
    expect(previousStep(company, "company")).toBeUndefined();
  });
});

describe("stepBySlug", () => {
  it.each(["Datos-personales", "datos-personales", "DATOS-PERSONALES"])(
    "finds the holder step from '%s'",
    (slug) => {
      expect(stepBySlug(household, slug)?.key).toBe("holder");
    },
  );

  it("finds the confirmation in any case and nothing for an unknown or absent step", () => {
    expect(stepBySlug(company, "confirmacion")?.key).toBe("confirmation");
    expect(stepBySlug(household, "Estado-de-salud")).toBeUndefined();
    expect(stepBySlug(household, "Datos-empresa")).toBeUndefined();
    expect(stepBySlug(household, "")).toBeUndefined();
  });
});

describe("firstOpenStep and canOpenStep", () => {
  const done = (...keys: PurchaseStepKey[]) => new Set<PurchaseStepKey>(keys);

  it("opens on the first step whose data is missing", () => {
    expect(firstOpenStep(householdWithHealth, done()).key).toBe("holder");
    expect(firstOpenStep(householdWithHealth, done("holder")).key).toBe("beneficiaries");
    expect(firstOpenStep(householdWithHealth, done("holder", "beneficiaries")).key).toBe("health");
    expect(firstOpenStep(company, done("company")).key).toBe("employees");
  });

  it("does not skip a missing earlier step when a later one is done", () => {
    expect(firstOpenStep(householdWithHealth, done("holder", "health")).key).toBe("beneficiaries");
  });

  it("ends on the confirmation once every step is done", () => {
    expect(firstOpenStep(household, done("holder", "beneficiaries", "payment")).key).toBe(
      "confirmation",
    );
  });

  it("opens a step only when every step before it is done", () => {
    expect(canOpenStep(householdWithHealth, done(), "holder")).toBe(true);
    expect(canOpenStep(householdWithHealth, done(), "beneficiaries")).toBe(false);
    expect(canOpenStep(householdWithHealth, done("holder"), "health")).toBe(false);
    expect(canOpenStep(householdWithHealth, done("holder"), "payment")).toBe(false);
    expect(canOpenStep(householdWithHealth, done("holder", "beneficiaries"), "payment")).toBe(
      false,
    );
    expect(
      canOpenStep(householdWithHealth, done("holder", "beneficiaries", "health"), "payment"),
    ).toBe(true);
    expect(canOpenStep(household, done("holder", "beneficiaries"), "payment")).toBe(true);
    expect(canOpenStep(company, done("company"), "payment")).toBe(false);
    expect(canOpenStep(company, done("company", "employees"), "payment")).toBe(true);
  });

  it("never opens a step the plan does not have", () => {
    const all = done("holder", "beneficiaries", "company", "employees", "payment");
    expect(canOpenStep(household, all, "health")).toBe(false);
    expect(canOpenStep(household, all, "company")).toBe(false);
    expect(canOpenStep(company, all, "holder")).toBe(false);
  });
});

describe("lead states along the purchase", () => {
  /** Walks a path of states from no lead, answering the first refused change. */
  function walk(path: LeadChange[], from: LeadState | null = null) {
    let current = from;
    for (const [index, state] of path.entries()) {
      const refusal = checkLeadChange(current, state);
      if (refusal) return { index, from: current, to: state, refusal };
      current = state;
    }
    return null;
  }

  it("keeps every step of the purchase inside 'Contratacion Online' with its sub-status", () => {
    expect(leadStateForStep("holder")).toEqual({ statusId: 500, subStatusId: 300 });
    expect(leadStateForStep("beneficiaries")).toEqual({ statusId: 500, subStatusId: 300 });
    expect(leadStateForStep("health")).toEqual({ statusId: 500, subStatusId: 301 });
    expect(leadStateForStep("company")).toEqual({ statusId: 500, subStatusId: 304 });
    expect(leadStateForStep("employees")).toEqual({ statusId: 500, subStatusId: 305 });
    expect(leadStateForStep("payment")).toEqual({ statusId: 500, subStatusId: 303 });
  });

  it("names the payment outcomes", () => {
    expect(leadStateForPayment("approved", false)).toEqual({ statusId: 3, subStatusId: 332 });
    expect(leadStateForPayment("approved", true)).toEqual({ statusId: 3, subStatusId: 331 });
    expect(leadStateForPayment("pending", false)).toEqual({ statusId: 501, subStatusId: 330 });
    expect(leadStateForPayment("declined", true)).toEqual({ statusId: 500, subStatusId: 303 });
    expect(LEAD_STATE_TRANSFER_CONFIRMED).toEqual({ statusId: 3, subStatusId: 333 });
    expect(LEAD_STATE_ABANDONED).toEqual({ statusId: 4, subStatusId: 403 });
  });

  const householdSteps = (["holder", "beneficiaries", "health", "payment"] as const).map(
    leadStateForStep,
  );

  it.each([
    [false, "3/332 Web-Pago único"],
    [true, "3/331 Web-Subscripción activa"],
  ])("is legal along the happy path (subscription %s) to %s", (subscription) => {
    expect(walk([...householdSteps, leadStateForPayment("approved", subscription)])).toBeNull();
  });

  it("is legal along a company purchase", () => {
    const steps = (["company", "employees", "payment"] as const).map(leadStateForStep);
    expect(walk([...steps, leadStateForPayment("approved", true)])).toBeNull();
  });

  it("is legal when the buyer goes back to an earlier step", () => {
    expect(
      walk([leadStateForStep("holder"), leadStateForStep("payment"), leadStateForStep("holder")]),
    ).toBeNull();
  });

  it("is legal for a transfer that staff confirm later: 501/330, then 3/333", () => {
    expect(
      walk([
        ...householdSteps,
        leadStateForPayment("pending", false),
        LEAD_STATE_TRANSFER_CONFIRMED,
      ]),
    ).toBeNull();
  });

  it("is legal after a declined payment, and a later approval closes the sale", () => {
    expect(
      walk([
        ...householdSteps,
        leadStateForPayment("declined", false),
        leadStateForPayment("declined", false),
        leadStateForPayment("approved", false),
      ]),
    ).toBeNull();
  });

  it("is legal to pay by card after choosing a transfer", () => {
    expect(
      walk([
        ...householdSteps,
        leadStateForPayment("pending", false),
        leadStateForPayment("declined", false),
        leadStateForPayment("approved", false),
      ]),
    ).toBeNull();
  });

  it("is legal to abandon at the payment step with a failure reason, not without one", () => {
    const atPayment = leadStateForStep("payment");
    expect(checkLeadChange(atPayment, { ...LEAD_STATE_ABANDONED, failureReasonId: 12 })).toBeNull();
    expect(checkLeadChange(atPayment, LEAD_STATE_ABANDONED)).toBe("failure-reason-required");
  });

  it("lets an abandoned buyer who comes back through the reminder link pay", () => {
    expect(
      walk(
        [leadStateForStep("payment"), leadStateForPayment("approved", false)],
        LEAD_STATE_ABANDONED,
      ),
    ).toBeNull();
  });

  it("does not close a sale that never reached 'Contratacion Online' (a Web request)", () => {
    expect(
      checkLeadChange(
        { statusId: LEAD_STATUS.web, subStatusId: null },
        leadStateForPayment("approved", false),
      ),
    ).toBe("illegal-transition");
  });
});

describe("overdueReminderDue", () => {
  it("lists mora_1 to mora_3 at 0, 4 and 8 days late", () => {
    expect(OVERDUE_REMINDERS.map((reminder) => [reminder.daysLate, reminder.kind])).toEqual([
      [0, "mora_1"],
      [4, "mora_2"],
      [8, "mora_3"],
    ]);
  });

  it.each([
    [0, 0, "mora_1"],
    [3, 0, "mora_1"],
    [3, 1, null],
    [4, 1, "mora_2"],
    [7, 2, null],
    [8, 2, "mora_3"],
    [8, 3, null],
    [30, 3, null],
    [-1, 0, null],
  ])("%i days late with %i sent → %s", (daysLate, sent, expected) => {
    expect(overdueReminderDue(daysLate, sent)).toBe(expected);
  });

  it("sends a missed reminder first when the job was late (one at a time)", () => {
    expect(overdueReminderDue(9, 0)).toBe("mora_1");
    expect(overdueReminderDue(9, 1)).toBe("mora_2");
  });
});

describe("resumeReminderDue", () => {
  const hour = 3_600_000;
  const delays = [hour, 24 * hour, 72 * hour];

  it.each([
    [hour - 1, 0, null],
    [hour, 0, "retomar_contratacion_1"],
    [2 * hour, 1, null],
    [24 * hour, 1, "retomar_contratacion_2"],
    [72 * hour - 1, 2, null],
    [72 * hour, 2, "retomar_contratacion_3"],
    [1_000 * hour, 3, null],
  ])("%i ms idle with %i sent → %s", (idleMs, sent, expected) => {
    expect(resumeReminderDue(idleMs, sent, delays)).toBe(expected);
  });

  it("sends nothing past the configured delays", () => {
    expect(resumeReminderDue(10 * hour, 1, [hour])).toBeNull();
    expect(resumeReminderDue(10 * hour, 0, [])).toBeNull();
  });
});

describe("payment flow types", () => {
  const expected: Record<string, { subscription: boolean; hosted: boolean }> = {
    "t-one-time": { subscription: false, hosted: true },
    "tdc-one-time": { subscription: false, hosted: true },
    "t-subscriptions": { subscription: true, hosted: true },
    "t-subscriptions-one-click": { subscription: true, hosted: true },
    "tdc-subscriptions": { subscription: true, hosted: true },
    "tdd-one-time": { subscription: false, hosted: true },
    "tdd-subscriptions": { subscription: true, hosted: true },
    "transfer-one-time": { subscription: false, hosted: true },
    "transfer-one-time-non-automated": { subscription: false, hosted: false },
    deferred_options: { subscription: false, hosted: false },
    "no-payment-one-time": { subscription: false, hosted: false },
    changeDate: { subscription: false, hosted: false },
    requestRefund: { subscription: false, hosted: false },
  };

  it("covers every flow type of the schema", () => {
    expect(Object.keys(expected).sort()).toEqual([...paymentFlowTypeSchema.options].sort());
  });

  it.each(paymentFlowTypeSchema.options)("%s", (flowType) => {
    expect({
      subscription: isSubscriptionFlow(flowType),
      hosted: isHostedPaymentFlow(flowType),
    }).toEqual(expected[flowType]);
  });
});
