import { randomUUID } from "node:crypto";
import { type BackOfficeCompanyGroup, GROUP_MESSAGES } from "@qs/domain/api/back-office";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Config } from "../../config";
import type { Executor } from "../../db/database";
import { clientAccounts, clientCompanies, clientGroups, type policies } from "../../db/schema";
import { ConflictError, NotFoundError } from "../../platform/errors";
import { countryCodeOf } from "../purchase/purchase-store";
import { sendPasswordLink } from "./client-accounts";

/**
 * Enterprise groups, shaped by staff from a policy's company: a group formed with it, other
 * client companies joined by their tax id (in the markets the member works), and the group's
 * administrators (ADMIN_GROUP_QPCLIENTS_ENTERPRISE), who reach every company of the group in
 * the portal. A company belongs to one group at most.
 */

type CompanyRow = typeof clientCompanies.$inferSelect;
type PolicyRow = typeof policies.$inferSelect;

const ref = (row: CompanyRow) => ({
  name: row.name,
  identification: row.identification,
  country: countryCodeOf(row.countryId),
});

/** The policy's company (locked when asked), or a conflict for a person's policy. */
export async function companyOfPolicy(
  db: Executor,
  policy: PolicyRow,
  { lock = false } = {},
): Promise<CompanyRow> {
  if (!policy.companyId) throw new ConflictError(GROUP_MESSAGES.NO_COMPANY);
  const query = db.select().from(clientCompanies).where(eq(clientCompanies.id, policy.companyId));
  const [company] = lock ? await query.for("update") : await query;
  if (!company) throw new ConflictError(GROUP_MESSAGES.NO_COMPANY);
  return company;
}

export async function groupView(
  db: Executor,
  company: CompanyRow,
): Promise<BackOfficeCompanyGroup> {
  if (!company.groupId) return { company: ref(company), group: null };
  const [[group], companies, administrators] = await Promise.all([
    db.select().from(clientGroups).where(eq(clientGroups.id, company.groupId)),
    db
      .select()
      .from(clientCompanies)
      .where(eq(clientCompanies.groupId, company.groupId))
      .orderBy(asc(clientCompanies.name)),
    db
      .select()
      .from(clientAccounts)
      .where(eq(clientAccounts.groupId, company.groupId))
      .orderBy(asc(clientAccounts.createdAt), asc(clientAccounts.email)),
  ]);
  if (!group) return { company: ref(company), group: null };
  return {
    company: ref(company),
    group: {
      id: group.id,
      name: group.name,
      companies: companies.map(ref),
      administrators: administrators.map((row) => ({
        email: row.email,
        name: row.name,
        active: row.passwordHash !== null,
      })),
    },
  };
}

export async function formGroup(
  tx: Executor,
  company: CompanyRow,
  name: string,
  now: Date,
): Promise<void> {
  if (company.groupId) throw new ConflictError(GROUP_MESSAGES.ALREADY_GROUPED);
  const id = randomUUID();
  await tx.insert(clientGroups).values({ id, name, createdAt: now });
  await tx.update(clientCompanies).set({ groupId: id }).where(eq(clientCompanies.id, company.id));
}

/** Joins another company, found by tax id among the markets `countryIds` (null: any). */
export async function joinGroup(
  tx: Executor,
  company: CompanyRow,
  identification: string,
  countryIds: readonly number[] | null,
): Promise<void> {
  if (!company.groupId) throw new ConflictError(GROUP_MESSAGES.NO_GROUP);
  const wanted = identification.replace(/[\s.]/g, "");
  const [other] = await tx
    .select()
    .from(clientCompanies)
    .where(
      and(
        eq(clientCompanies.identification, wanted),
        countryIds ? inArray(clientCompanies.countryId, [...countryIds]) : undefined,
      ),
    )
    .for("update");
  if (!other) throw new NotFoundError(GROUP_MESSAGES.COMPANY_NOT_FOUND);
  if (other.groupId === company.groupId) return;
  if (other.groupId) throw new ConflictError(GROUP_MESSAGES.OTHER_GROUP);
  await tx
    .update(clientCompanies)
    .set({ groupId: company.groupId })
    .where(eq(clientCompanies.id, other.id));
}

/** The group's administrator: an account of the group, with its link to set a password. */
export async function addGroupAdministrator(
  tx: Executor,
  config: Config,
  company: CompanyRow,
  input: { email: string; name: string },
  now: Date,
): Promise<void> {
  if (!company.groupId) throw new ConflictError(GROUP_MESSAGES.NO_GROUP);
  const [group] = await tx.select().from(clientGroups).where(eq(clientGroups.id, company.groupId));
  const [created] = await tx
    .insert(clientAccounts)
    .values({
      id: randomUUID(),
      email: input.email.trim().toLowerCase(),
      name: input.name,
      role: "ADMIN_GROUP_QPCLIENTS_ENTERPRISE",
      groupId: company.groupId,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!created) throw new ConflictError(GROUP_MESSAGES.ACCOUNT_EXISTS);
  await sendPasswordLink(
    tx,
    config,
    created,
    {
      subject: "Tu cuenta del portal de clientes",
      lead: `Te dimos acceso al portal de clientes como administrador del grupo ${group?.name ?? ""}: ves las pólizas de cada una de sus empresas.`,
    },
    company.countryId,
    now,
  );
}
