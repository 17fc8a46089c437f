import { randomUUID } from "node:crypto";
import {
  PURCHASE_NOT_FOUND_MESSAGE,
  PURCHASE_PAYMENT_PENDING_MESSAGE,
  purchaseProfile,
} from "@qs/domain/api/purchase";
import type { Language } from "@qs/domain/country-config";
import { checkLeadChange, type LeadState } from "@qs/domain/lead-lifecycle";
import { MARKET_COUNTRIES } from "@qs/domain/market-countries";
import type { VisitorProfile } from "@qs/domain/profile";
import {
  canOpenStep,
  firstOpenStep,
  leadStateForStep,
  type PurchaseStepKey,
} from "@qs/domain/purchase";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import {
  leads,
  orders,
  payments,
  products,
  purchaseDrafts,
  purchaseDraftTokens,
} from "../../db/schema";
import { hashToken, newCapability } from "../../platform/capability";
import { ConflictError, NotFoundError } from "../../platform/errors";
import {
  moveLeadAlong,
  recordAssignment,
  referralExecutive,
  referrerEmail,
} from "../leads/lead-status";
import { type ConsentTextRow, recordConsent } from "../privacy/consent-registry";
import { type PurchasePlanSnapshot, pricePurchase } from "./purchase-plan";

/**
 * Purchase drafts behind capabilities. A draft is reached only by one of its tokens (only the
 * SHA-256 is stored): the one its buyer got when it started, or a fresh one in a reminder's
 * link or a provider's return address. A draft and its tokens stay open for
 * `PURCHASE_DRAFT_DAYS` after the buyer's last save.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export type DraftRow = typeof purchaseDrafts.$inferSelect;
export type SavedSteps = Partial<
  Record<"holder" | "beneficiaries" | "health" | "company", Record<string, unknown>>
>;
export type EmployeeSummary = {
  fileName: string;
  layout: "activation" | "cancellation";
  rowCount: number;
  uploadedAt: string;
};

export const planOf = (draft: DraftRow) => draft.plan as PurchasePlanSnapshot;
export const stepsOf = (draft: DraftRow) => (draft.steps ?? {}) as SavedSteps;
export const employeesOf = (draft: DraftRow) => draft.employees as EmployeeSummary | null;

/** The buyer's e-mail: the holder's, or the company contact's. */
export function buyerEmail(draft: DraftRow): string | null {
  const steps = stepsOf(draft);
  const email = steps.holder?.email ?? steps.company?.contactoEmail;
  return typeof email === "string" ? email.toLowerCase() : null;
}

/**
 * What the buyer pays each period: the plan's price for the people saved (see repriceDraft),
 * or for a company plan its price per employee times the employees of the uploaded list of
 * new employees (the plan's price alone until there is one).
 */
export function amountDue(draft: DraftRow): number {
  const plan = planOf(draft);
  const employees = employeesOf(draft);
  if (!plan.collective || !employees || employees.layout !== "activation") return plan.amount;
  if (employees.rowCount === 0) return plan.amount;
  return Math.round(plan.amount * employees.rowCount * 100) / 100;
}

/**
 * Prices the draft again for the people its buyer saved (`purchaseProfile`: the holder's birth
 * date and sex, the beneficiaries), with the engine and the catalogue's data, and keeps the
 * answer with the draft's plan. Called after each save that changes who is insured: the
 * profile the browser sent when the purchase started is never what is charged for people the
 * steps name. 409 when the plan has no price for them.
 */
export async function repriceDraft(tx: Executor, draft: DraftRow, now: Date): Promise<void> {
  const [product] = await tx
    .select({ type: products.insuranceTypeName })
    .from(products)
    .where(eq(products.id, draft.productId));
  const profile = purchaseProfile(draft.profile as VisitorProfile | null, stepsOf(draft), now);
  const { amount, currency } = await pricePurchase(tx, {
    productId: draft.productId,
    countryId: draft.countryId,
    profile: profile as VisitorProfile | null,
    productType: product?.type ?? null,
    now,
  });
  await tx
    .update(purchaseDrafts)
    .set({ plan: { ...planOf(draft), amount, currency } })
    .where(eq(purchaseDrafts.id, draft.id));
}

/**
 * 409 while a payment of the draft is under way: the amount it asks for was priced for the
 * data saved, so that data (steps, employee list) stays as it is until the provider answers.
 * A declined or failed payment opens it again.
 */
export function requireNoPaymentUnderWay(payment: { state: string } | null): void {
  if (payment?.state === "PENDING") throw new ConflictError(PURCHASE_PAYMENT_PENDING_MESSAGE);
}

/** The code (CO, CL, PE, INT) of a market id. */
export const countryCodeOf = (countryId: number) =>
  MARKET_COUNTRIES.find((market) => market.id === countryId)?.code ?? "CO";

const expiryFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

/**
 * Starts a draft for a priced plan with the record of the purchase's privacy notice (version,
 * language, time and the purchase's address), which the draft's first token also reaches;
 * answers the draft and that token.
 */
export async function createDraft(
  tx: Executor,
  input: {
    countryId: number;
    plan: PurchasePlanSnapshot;
    profile: VisitorProfile | null;
    draftDays: number;
    /** The purchase's privacy notice in effect (purpose `compra`). */
    notice: ConsentTextRow;
    language: Language;
    now: Date;
  },
): Promise<{ draft: DraftRow; token: string }> {
  const { now } = input;
  const expiresAt = expiryFrom(now, input.draftDays);
  const capability = newCapability();
  const consentRecordId = await recordConsent(tx, {
    text: input.notice,
    tokenHash: capability.hash,
    language: input.language,
    origin: `/Compra-Online/${input.plan.productCode}`,
    now,
  });
  const [draft] = await tx
    .insert(purchaseDrafts)
    .values({
      id: randomUUID(),
      countryId: input.countryId,
      productId: input.plan.productId,
      productCode: input.plan.productCode,
      plan: input.plan,
      profile: input.profile,
      steps: {},
      consentRecordId,
      activeAt: now,
      createdAt: now,
      updatedAt: now,
      expiresAt,
    })
    .returning();
  if (!draft) throw new Error("The purchase draft was not stored");
  await tx.insert(purchaseDraftTokens).values({
    tokenHash: capability.hash,
    draftId: draft.id,
    createdAt: now,
    expiresAt,
  });
  return { draft, token: capability.token };
}

/** A new token for a draft, valid as long as the draft is. */
export async function issueDraftToken(
  tx: Executor,
  draft: Pick<DraftRow, "id" | "expiresAt">,
  now: Date,
): Promise<string> {
  const capability = newCapability();
  await tx.insert(purchaseDraftTokens).values({
    tokenHash: capability.hash,
    draftId: draft.id,
    createdAt: now,
    expiresAt: draft.expiresAt,
  });
  return capability.token;
}

/**
 * The draft a token opens, or 404 (unknown token, or the draft expired). With `lock` the
 * draft's row stays locked until the transaction ends: two saves of one draft never interleave.
 */
export async function draftByToken(
  db: Executor,
  token: string,
  now: Date,
  lock = false,
): Promise<DraftRow> {
  const query = db
    .select({ draft: purchaseDrafts })
    .from(purchaseDraftTokens)
    .innerJoin(purchaseDrafts, eq(purchaseDrafts.id, purchaseDraftTokens.draftId))
    .where(
      and(
        eq(purchaseDraftTokens.tokenHash, hashToken(token)),
        gt(purchaseDraftTokens.expiresAt, now),
        gt(purchaseDrafts.expiresAt, now),
      ),
    );
  const [found] = await (lock ? query.for("update", { of: purchaseDrafts }) : query);
  if (!found) throw new NotFoundError(PURCHASE_NOT_FOUND_MESSAGE);
  return found.draft;
}

/** The draft's order and latest payment: what closes it to edits and what the view shows. */
export async function paymentStateOf(db: Executor, draftId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.draftId, draftId));
  const [payment] = await db
    .select()
    .from(payments)
    .where(eq(payments.draftId, draftId))
    .orderBy(desc(payments.seq))
    .limit(1);
  return { order: order ?? null, payment: payment ?? null };
}

/** The steps whose data is in: saved steps, the employee list, and payment once ordered. */
export function doneSteps(draft: DraftRow, ordered: boolean): Set<PurchaseStepKey> {
  const done = new Set<PurchaseStepKey>(Object.keys(stepsOf(draft)) as PurchaseStepKey[]);
  if (employeesOf(draft)) done.add("employees");
  if (ordered) {
    done.add("payment");
    done.add("confirmation");
  }
  return done;
}

/** Whether the buyer may work on `key` now: it is a step of the plan and the earlier ones are done. */
export function stepIsOpen(draft: DraftRow, key: PurchaseStepKey): "open" | "absent" | "closed" {
  const steps = planOf(draft).steps;
  if (!steps.some((step) => step.key === key)) return "absent";
  return canOpenStep(steps, doneSteps(draft, false), key) ? "open" : "closed";
}

/**
 * Marks the buyer active (reminders count again from here, from the first) and moves the
 * draft's and its tokens' expiry forward. Answers the new expiry.
 */
export async function touchDraft(
  tx: Executor,
  draftId: string,
  draftDays: number,
  now: Date,
): Promise<Date> {
  const expiresAt = expiryFrom(now, draftDays);
  await tx
    .update(purchaseDrafts)
    .set({ activeAt: now, updatedAt: now, expiresAt, remindersSent: 0 })
    .where(eq(purchaseDrafts.id, draftId));
  await tx
    .update(purchaseDraftTokens)
    .set({ expiresAt })
    .where(and(eq(purchaseDraftTokens.draftId, draftId), gt(purchaseDraftTokens.expiresAt, now)));
  return expiresAt;
}

/** Saves one step's data (merged into the draft's steps in the statement: no lost update). */
export async function saveStep(
  tx: Executor,
  draftId: string,
  key: keyof SavedSteps,
  data: Record<string, unknown>,
): Promise<void> {
  await tx
    .update(purchaseDrafts)
    .set({ steps: sql`${purchaseDrafts.steps} || ${JSON.stringify({ [key]: data })}::jsonb` })
    .where(eq(purchaseDrafts.id, draftId));
}

/** Who a purchase's lead is: the holder, or the company's contact. */
function contactOf(key: "holder" | "company", data: Record<string, unknown>) {
  const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
  if (key === "company") {
    return {
      name: text(data.contactoNombre),
      email: text(data.contactoEmail)?.toLowerCase() ?? null,
      phone: text(data.contactoTelefono),
    };
  }
  const name = [data.nombre, data.apellidoPaterno, data.apellidoMaterno]
    .map(text)
    .filter(Boolean)
    .join(" ");
  return {
    name: name || null,
    email: text(data.email)?.toLowerCase() ?? null,
    phone: text(data.telefono),
  };
}

/**
 * The lead's state after the buyer saved `key`: the step's own sub-status, or 'Pago' once
 * every step before the payment is done (the buyer is then at the payment step, and a buyer
 * who leaves there gets the resume reminders).
 */
export function leadStateAfterSaving(
  draft: DraftRow,
  key: Exclude<PurchaseStepKey, "payment" | "confirmation">,
): LeadState {
  const next = firstOpenStep(planOf(draft).steps, doneSteps(draft, false));
  return next.key === "payment" ? leadStateForStep("payment") : leadStateForStep(key);
}

/**
 * The lead behind a purchase: created when the holder (or company) step is first saved, kind
 * "purchase", with the contact of that step; later saves of that step update the contact.
 * Then the lead moves to `state` through the lifecycle. A purchase lead rests on the contract
 * the buyer asks for, not on the request form's consent: it carries no consent record and no
 * access token of its own (the draft's token is the buyer's way back).
 */
export async function syncPurchaseLead(
  tx: Executor,
  draft: DraftRow,
  input: {
    key: Exclude<PurchaseStepKey, "payment" | "confirmation">;
    data: Record<string, unknown> | null;
    state: LeadState;
    now: Date;
  },
): Promise<void> {
  const { now } = input;
  const contactStep = input.key === "holder" || input.key === "company" ? input.key : null;
  const contact = contactStep && input.data ? contactOf(contactStep, input.data) : null;
  if (!draft.leadId) {
    if (!contact) return;
    const refusal = checkLeadChange(null, input.state);
    if (refusal)
      throw new Error(`A purchase lead cannot start at ${input.state.statusId}: ${refusal}`);
    const plan = planOf(draft);
    const id = randomUUID();
    // A purchase started from a referral's profile goes to the referral's executive, as a request does.
    const referral = { profile: draft.profile };
    const executive = await referralExecutive(tx, referral, draft.countryId);
    await tx.insert(leads).values({
      id,
      kind: "purchase",
      countryId: draft.countryId,
      email: contact.email,
      name: contact.name,
      phone: contact.phone,
      productCode: draft.productCode,
      payload: {
        productCode: plan.productCode,
        productName: plan.productName,
        collective: plan.collective,
        origen: "Compra Online",
        ...(referrerEmail(referral)
          ? { profile: { referido: { email: referrerEmail(referral) } } }
          : {}),
      },
      consent: false,
      consentTextVersion: "",
      consentedAt: now,
      statusId: input.state.statusId,
      subStatusId: input.state.subStatusId,
      statusChangedAt: now,
      assignedTo: executive,
      assignedAt: executive === null ? null : now,
      createdAt: now,
      updatedAt: now,
    });
    if (executive !== null) await recordAssignment(tx, id, executive, null, now);
    await tx.update(purchaseDrafts).set({ leadId: id }).where(eq(purchaseDrafts.id, draft.id));
    return;
  }
  if (contact) {
    await tx
      .update(leads)
      .set({ ...contact, updatedAt: now })
      .where(eq(leads.id, draft.leadId));
  }
  await moveLeadAlong(tx, draft.leadId, input.state, now, `purchase step ${input.key}`);
}

/** Re-reads a draft by id (after a write in the same transaction). */
export async function draftById(db: Executor, id: string): Promise<DraftRow> {
  const [draft] = await db.select().from(purchaseDrafts).where(eq(purchaseDrafts.id, id));
  if (!draft) throw new NotFoundError(PURCHASE_NOT_FOUND_MESSAGE);
  return draft;
}

/** The site address of a purchase step, with a token: `/Compra-Online/{code}/{Slug}?session=…`. */
export function purchaseUrl(
  siteUrl: string,
  productCode: string,
  slug: string,
  token: string,
  extra: Record<string, string> = {},
): string {
  const query = new URLSearchParams({ session: token, sessionType: "compra", ...extra });
  return `${siteUrl.replace(/\/$/, "")}/Compra-Online/${encodeURIComponent(productCode)}/${slug}?${query}`;
}
