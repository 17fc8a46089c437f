import { randomUUID } from "node:crypto";
import type { EmployeeActivationRow } from "@qs/catalogs/bulk-load";
import { ACCOUNT_EXISTS_MESSAGE, type ClientMe } from "@qs/domain/api/portal";
import {
  CLIENT_ACCOUNT_MESSAGES,
  type ClientRole,
  clientPasswordProblem,
  clientRolePermissions,
  reachesGroup,
  SET_PASSWORD_LINK_HOURS,
} from "@qs/domain/client-access";
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { Config } from "../../config";
import type { Executor } from "../../db/database";
import {
  clientAccounts,
  clientCompanies,
  clientPasswordLinks,
  type orders,
  policies,
  policyEvents,
  purchaseEmployees,
} from "../../db/schema";
import { hashToken, newCapability } from "../../platform/capability";
import { type ClientAccount, isClientRole } from "../../platform/client-sessions";
import {
  ConflictError,
  ForbiddenError,
  InvalidInputError,
  UnauthenticatedError,
} from "../../platform/errors";
import { queueMail } from "../../platform/mail-outbox";
import { decoyHash, hashPassword, verifyPassword } from "../../platform/password-hash";
import { buyerEmail, type DraftRow, planOf, stepsOf } from "../purchase/purchase-store";
import { insertEmployees } from "./policy-employees";

/**
 * The clients' accounts and the policies paid orders become. A paid order (a provider's
 * confirmation, or staff confirming a transfer) opens its policy in the same transaction: a
 * company purchase finds or creates the company by its tax id, its employee list becomes the
 * policy's employees, and the buyer's e-mail gets an account (ADMIN_CLIENT_QPCLIENTS for a
 * company, CLIENT for a person) with a single-use link to set its password.
 */

const M = CLIENT_ACCOUNT_MESSAGES;
const HOUR_MS = 3_600_000;

/** The portal's address: the back office's server serves it under /portal. */
export const portalUrl = (config: Config) => `${config.publicBackOfficeUrl}/portal`;

export const setPasswordLink = (config: Config, token: string) =>
  `${portalUrl(config)}/contrasena#codigo=${token}`;

const addYear = (day: string) => {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year + 1, month - 1, date - 1)).toISOString().slice(0, 10);
};

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 24 * HOUR_MS).toISOString().slice(0, 10);

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** A single-use link to set the account's password, e-mailed to its owner. */
export async function sendPasswordLink(
  tx: Executor,
  config: Config,
  account: { id: string; email: string; name: string },
  reason: { subject: string; lead: string },
  countryId: number,
  now: Date,
): Promise<void> {
  const capability = newCapability();
  await tx.insert(clientPasswordLinks).values({
    tokenHash: capability.hash,
    accountId: account.id,
    expiresAt: new Date(now.getTime() + SET_PASSWORD_LINK_HOURS * HOUR_MS),
  });
  const link = setPasswordLink(config, capability.token);
  await queueMail(tx, config.tokenEncryptionKey, {
    kind: "portal_contrasena",
    toAddress: account.email,
    subject: reason.subject,
    body: [
      `Hola ${account.name}:`,
      reason.lead,
      `Crea tu contraseña en este enlace (vale ${SET_PASSWORD_LINK_HOURS} horas y una sola vez):\n${link}`,
      "Tu contraseña debe tener entre 8 y 12 caracteres, con una letra mayúscula, una minúscula, un número y un carácter especial.",
    ].join("\n\n"),
    privateLinks: [link],
    reference: null,
    countryId,
    createdAt: now,
  });
}

/**
 * Opens the policy of a paid order (once: the order's unique index), with its company,
 * employees and the buyer's account. Called in the transaction that marks the order paid.
 */
export async function openPolicyForOrder(
  tx: Executor,
  config: Config,
  order: typeof orders.$inferSelect,
  draft: DraftRow,
  now: Date,
): Promise<void> {
  const email = buyerEmail(draft);
  if (!email) return;
  const steps = stepsOf(draft);
  const plan = planOf(draft);
  const company = steps.company;
  let companyId: string | null = null;
  if (company) {
    const identification = text(company.documentoEmpresa).toUpperCase();
    await tx
      .insert(clientCompanies)
      .values({
        id: randomUUID(),
        countryId: draft.countryId,
        identification,
        name: text(company.razonSocial),
        createdAt: now,
      })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ id: clientCompanies.id })
      .from(clientCompanies)
      .where(
        and(
          eq(clientCompanies.countryId, draft.countryId),
          eq(clientCompanies.identification, identification),
        ),
      );
    companyId = row?.id ?? null;
  }
  const holder = steps.holder;
  const name = company
    ? text(company.contactoNombre)
    : `${text(holder?.nombre)} ${text(holder?.apellido)}`.trim() || email;
  const role: ClientRole = company ? "ADMIN_CLIENT_QPCLIENTS" : "CLIENT";
  await tx
    .insert(clientAccounts)
    .values({ id: randomUUID(), email, name, role, companyId, createdAt: now })
    .onConflictDoNothing();
  const [account] = await tx.select().from(clientAccounts).where(eq(clientAccounts.email, email));
  if (!account) throw new Error("The buyer's account was neither stored nor found");

  const today = now.toISOString().slice(0, 10);
  const policyId = randomUUID();
  const [policy] = await tx
    .insert(policies)
    .values({
      id: policyId,
      number: order.number.replace(/^QS-/, "POL-"),
      orderId: order.id,
      companyId,
      holderAccountId: company ? null : account.id,
      countryId: draft.countryId,
      productCode: order.productCode,
      productName: plan.productName,
      insurerName: plan.insurerName,
      state: "ACTIVE",
      startsOn: today,
      endsOn: addYear(today),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: policies.id });
  if (!policy) return;
  await tx
    .insert(policyEvents)
    .values({ policyId, at: now, accountId: null, kind: "created", detail: {} });
  if (company) {
    const rows = await tx
      .select({ data: purchaseEmployees.data })
      .from(purchaseEmployees)
      .where(eq(purchaseEmployees.draftId, draft.id))
      .orderBy(asc(purchaseEmployees.position));
    const count = await insertEmployees(
      tx,
      policyId,
      rows.map((row) => row.data as EmployeeActivationRow),
      today,
      now,
    );
    if (count > 0) {
      await tx
        .insert(policyEvents)
        .values({ policyId, at: now, accountId: null, kind: "activation", detail: { count } });
    }
  }
  if (account.passwordHash === null) {
    await sendPasswordLink(
      tx,
      config,
      account,
      {
        subject: "Tu cuenta del portal de clientes",
        lead: `Tu póliza ${order.number.replace(/^QS-/, "POL-")} de ${plan.productName} ya está en el portal de clientes: ahí ves tus pólizas${company ? ", administras la nómina de tu empresa" : ""} y descargas tus documentos tributarios.`,
      },
      draft.countryId,
      now,
    );
  }
}

/** Writes an event in the history of the policy an order became (none yet: nothing written). */
export async function recordPolicyEvent(
  tx: Executor,
  orderId: string,
  event: { kind: "period_paid"; detail: { period: number; dueDate: string } },
  now: Date,
): Promise<void> {
  const [policy] = await tx
    .select({ id: policies.id, endsOn: policies.endsOn })
    .from(policies)
    .where(eq(policies.orderId, orderId))
    .for("update");
  if (!policy) return;
  await tx.insert(policyEvents).values({
    policyId: policy.id,
    at: now,
    accountId: null,
    kind: event.kind,
    detail: { period: event.detail.period },
  });
  // A subscription's term renews with the first period paid past its end: one more year.
  if (event.detail.dueDate > policy.endsOn) {
    const endsOn = addYear(nextDay(policy.endsOn));
    await tx.update(policies).set({ endsOn }).where(eq(policies.id, policy.id));
    await tx.insert(policyEvents).values({
      policyId: policy.id,
      at: now,
      accountId: null,
      kind: "renewal",
      detail: { period: event.detail.period, until: endsOn },
    });
  }
}

/**
 * Sets an account's password through its e-mailed link: the spec's rule first (400 with its
 * message), then the link (400 PASSWORD_TOKEN_EXPIRED when unknown, used or late), once.
 */
export async function setClientPassword(
  tx: Executor,
  token: string,
  password: string,
  now: Date,
): Promise<string> {
  const problem = clientPasswordProblem(password);
  if (problem) throw new InvalidInputError(M[problem], { code: problem });
  const [link] = await tx
    .select()
    .from(clientPasswordLinks)
    .where(
      and(
        eq(clientPasswordLinks.tokenHash, hashToken(token)),
        isNull(clientPasswordLinks.usedAt),
        gt(clientPasswordLinks.expiresAt, now),
      ),
    )
    .for("update");
  if (!link)
    throw new InvalidInputError(M.PASSWORD_TOKEN_EXPIRED, { code: "PASSWORD_TOKEN_EXPIRED" });
  await tx
    .update(clientPasswordLinks)
    .set({ usedAt: now })
    .where(eq(clientPasswordLinks.tokenHash, link.tokenHash));
  await tx
    .update(clientAccounts)
    .set({ passwordHash: await hashPassword(password), passwordSetAt: now })
    .where(eq(clientAccounts.id, link.accountId));
  return link.accountId;
}

/** The account an e-mail and password name: 401 INVALID_CREDENTIALS for either wrong, alike. */
export async function checkClientPassword(
  db: Executor,
  email: string,
  password: string,
): Promise<string> {
  const [account] = await db
    .select()
    .from(clientAccounts)
    .where(eq(clientAccounts.email, email.trim().toLowerCase()));
  // The same work for an unknown address as for a known one: the answer's time tells nothing.
  const hash = account?.passwordHash ?? (await decoyHash());
  const right = await verifyPassword(password, hash);
  if (!account || account.passwordHash === null || !right) {
    throw new UnauthenticatedError(M.INVALID_CREDENTIALS, {
      realm: "portal-clientes",
      scheme: "Form",
      private: true,
      code: "INVALID_CREDENTIALS",
    });
  }
  if (account.disabled) {
    throw new ForbiddenError(M.DISABLED_USER, { code: "DISABLED_USER", private: true });
  }
  return account.id;
}

/** What the portal shows of an account: who, its role's keys and its company. */
export async function clientMe(db: Executor, accountId: string): Promise<ClientMe> {
  const [row] = await db
    .select({
      account: clientAccounts,
      companyName: clientCompanies.name,
      identification: clientCompanies.identification,
    })
    .from(clientAccounts)
    .leftJoin(clientCompanies, eq(clientCompanies.id, clientAccounts.companyId))
    .where(eq(clientAccounts.id, accountId));
  if (!row || !isClientRole(row.account.role)) throw new Error("Account without a client role");
  return {
    email: row.account.email,
    name: row.account.name,
    role: row.account.role,
    permissions: [...clientRolePermissions[row.account.role]],
    company:
      row.companyName === null
        ? null
        : { name: row.companyName, identification: row.identification ?? "" },
  };
}

/** The companies an account acts for: its own, or (a group's administrator) its group's. */
export async function companiesOf(db: Executor, account: ClientAccount): Promise<string[]> {
  if (reachesGroup(account.role) && account.groupId) {
    const rows = await db
      .select({ id: clientCompanies.id })
      .from(clientCompanies)
      .where(eq(clientCompanies.groupId, account.groupId));
    return rows.map((row) => row.id);
  }
  return account.companyId ? [account.companyId] : [];
}

/** The accounts of the administrator's company, newest first. */
export async function companyAccounts(db: Executor, account: ClientAccount) {
  if (!account.companyId) return [];
  const rows = await db
    .select()
    .from(clientAccounts)
    .where(eq(clientAccounts.companyId, account.companyId))
    .orderBy(asc(clientAccounts.createdAt), asc(clientAccounts.email));
  return rows.map((row) => ({
    email: row.email,
    name: row.name,
    role: row.role,
    active: row.passwordHash !== null,
  }));
}

/**
 * An account for the administrator's own company (a payroll manager, another administrator,
 * an outside administrator), with the e-mailed link to set its password; 409 when the e-mail
 * has an account already (of any company: its existence elsewhere is not told beyond that).
 */
export async function createCompanyAccount(
  tx: Executor,
  config: Config,
  admin: ClientAccount,
  input: { email: string; name: string; role: ClientRole },
  now: Date,
): Promise<void> {
  if (!admin.companyId) throw new ForbiddenError(M.FORBIDDEN, { code: "FORBIDDEN", private: true });
  const email = input.email.trim().toLowerCase();
  const [created] = await tx
    .insert(clientAccounts)
    .values({
      id: randomUUID(),
      email,
      name: input.name,
      role: input.role,
      companyId: admin.companyId,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!created) throw new ConflictError(ACCOUNT_EXISTS_MESSAGE);
  const [company] = await tx
    .select({ name: clientCompanies.name, countryId: clientCompanies.countryId })
    .from(clientCompanies)
    .where(eq(clientCompanies.id, admin.companyId));
  await sendPasswordLink(
    tx,
    config,
    created,
    {
      subject: "Tu cuenta del portal de clientes",
      lead: `${admin.name} te dio acceso al portal de clientes de ${company?.name ?? "tu empresa"}.`,
    },
    company?.countryId ?? 0,
    now,
  );
}
