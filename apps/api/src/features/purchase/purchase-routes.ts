import { randomUUID } from "node:crypto";
import { dataEnvelopeSchema } from "@qs/domain/api/envelope";
import { errorBodySchema } from "@qs/domain/api/error-body";
import { apiPaths } from "@qs/domain/api/paths";
import { CONSENT_VERSION_MESSAGE } from "@qs/domain/api/privacy";
import {
  EMPLOYEES_MISSING_MESSAGE,
  PAYMENT_METHOD_MESSAGE,
  PRICE_UNAVAILABLE_MESSAGE,
  PURCHASE_ALREADY_PAID_MESSAGE,
  PURCHASE_NOT_FOUND_MESSAGE,
  PURCHASE_NOT_ONLINE_MESSAGE,
  PURCHASE_STEP_CLOSED_MESSAGE,
  purchaseStepSchemas,
  purchaseTokenParamsSchema,
  purchaseViewSchema,
  relationshipIssues,
  savableStepSchema,
  startPaymentAnswerSchema,
  startPaymentRequestSchema,
  startPurchaseRequestSchema,
} from "@qs/domain/api/purchase";
import { PRODUCT_NOT_FOUND_MESSAGE } from "@qs/domain/api/reference-answers";
import { MARKET_COUNTRIES, marketByCode } from "@qs/domain/market-countries";
import { visitorProfileSchema } from "@qs/domain/profile";
import {
  firstOpenStep,
  isSubscriptionFlow,
  leadStateForPayment,
  leadStateForStep,
  type PurchaseStepKey,
} from "@qs/domain/purchase";
import { z } from "zod";
import type { Executor } from "../../db/database";
import { payments } from "../../db/schema";
import type { Router } from "../../http/define-route";
import { formatIssues } from "../../http/format-issues";
import { privateDataReply } from "../../http/private-reply";
import { fail } from "../../http/reply";
import { invalid } from "../../http/request-input";
import type { ServerDeps } from "../../server-deps";
import { moveLeadAlong } from "../leads/lead-status";
import { ensureConsentRegistry, requireCurrentConsent } from "../privacy/consent-registry";
import { placeOrder } from "./orders";
import { PROVIDER_UNAVAILABLE_MESSAGE, paymentProviderFor } from "./payments/providers";
import { readPurchasePlan } from "./purchase-plan";
import {
  amountDue,
  countryCodeOf,
  createDraft,
  type DraftRow,
  doneSteps,
  draftById,
  draftByToken,
  issueDraftToken,
  leadStateAfterSaving,
  paymentStateOf,
  planOf,
  purchaseUrl,
  repriceDraft,
  requireNoPaymentUnderWay,
  saveStep,
  stepIsOpen,
  stepsOf,
  syncPurchaseLead,
  touchDraft,
} from "./purchase-store";
import { buildPurchaseView, readPurchaseView } from "./purchase-view";

/**
 * The online purchase ('Compra Online'): a draft started for a plan, reached by its token,
 * saved step by step, then paid on a provider's page (or ordered by a transfer staff
 * confirm). Every answer is the purchase's view (`purchaseViewSchema`), never stored by a
 * cache. Step data is validated with the country's identification rule and today's date;
 * a step opens only when the steps before it are done; a paid purchase takes no changes.
 */

export const PURCHASE_STEP_ABSENT_MESSAGE = "Este paso no es parte de la compra de este plan";

const view = (description: string) => ({
  description,
  schema: dataEnvelopeSchema(purchaseViewSchema),
});
const notFound = { description: PURCHASE_NOT_FOUND_MESSAGE, schema: errorBodySchema };
const conflict = (description: string) => ({ description, schema: errorBodySchema });

const ruleOf = (countryId: number) =>
  MARKET_COUNTRIES.find((market) => market.id === countryId)?.identification ?? "digits-8-12";

/** The draft of a token, locked for this transaction, refused once it is paid or ordered. */
async function openDraft(tx: Executor, token: string, now: Date) {
  const draft = await draftByToken(tx, token, now, true);
  const state = await paymentStateOf(tx, draft.id);
  if (state.order || state.payment?.state === "OK") throw fail(409, PURCHASE_ALREADY_PAID_MESSAGE);
  return { draft, ...state };
}

/** 409 unless `key` is a step of the plan whose earlier steps are done (a missing list is named). */
function requireOpenStep(draft: DraftRow, key: PurchaseStepKey): void {
  const open = stepIsOpen(draft, key);
  if (open === "absent") throw fail(409, PURCHASE_STEP_ABSENT_MESSAGE);
  if (open === "closed") {
    const missing = firstOpenStep(planOf(draft).steps, doneSteps(draft, false));
    throw fail(
      409,
      missing.key === "employees" ? EMPLOYEES_MISSING_MESSAGE : PURCHASE_STEP_CLOSED_MESSAGE,
    );
  }
}

/** The site's address of the draft's country. */
const siteUrlOf = (deps: ServerDeps, draft: DraftRow) =>
  deps.config.publicSiteUrls[countryCodeOf(draft.countryId)] ?? "";

export function registerPurchaseRoutes(router: Router): void {
  router.route({
    method: "post",
    path: apiPaths.compraOnline,
    summary: "Starts the purchase of a plan sold online: a draft and its token",
    description:
      "Body: the product code and, optionally, the visitor's stored profile (the amount is the plan's price for it after offers, in the country's currency: a UF price in Chilean pesos at the stored UF value; without a profile, the default person's). Starting records the purchase's privacy notice (consent registry, purpose `compra`: the version in effect, consentLanguage, the time and the purchase's address) in the same transaction; the buyer accepts it by going on with the purchase, whose basis is the contract asked for. The answer's `token` opens the draft from now on (`session` in the site's address) and in 'Mis datos' (/api/privacidad/mis-datos). 404 for a product the country does not list, 409 when it is not sold online, cannot be priced for the profile, or consentVersion names another version than the one in effect.",
    tag: "Purchase",
    body: startPurchaseRequestSchema,
    idempotent: true,
    rateLimit: "purchases",
    guard: ({ deps }) => ensureConsentRegistry(deps.db),
    responses: {
      201: view("The purchase started"),
      404: { description: PRODUCT_NOT_FOUND_MESSAGE, schema: errorBodySchema },
      409: conflict(
        `${PURCHASE_NOT_ONLINE_MESSAGE}, ${PRICE_UNAVAILABLE_MESSAGE}, or ${CONSENT_VERSION_MESSAGE}`,
      ),
    },
    handler: async ({ body, country, deps, now, transaction }) => {
      let profile = null;
      if (body.profile) {
        const parsed = visitorProfileSchema.safeParse(body.profile);
        if (!parsed.success) throw invalid(formatIssues(parsed.error, ["profile"]));
        profile = parsed.data;
      }
      return transaction(async (tx) => {
        const plan = await readPurchasePlan(tx, {
          productCode: body.productCode,
          countryId: country.id,
          profile,
          now,
        });
        const { draft, token } = await createDraft(tx, {
          countryId: country.id,
          plan,
          profile,
          draftDays: deps.config.purchaseDraftDays,
          notice: await requireCurrentConsent(tx, {
            purpose: "compra",
            countryId: country.id,
            version: body.consentVersion,
            now,
          }),
          language: body.consentLanguage ?? "es",
          now,
        });
        return privateDataReply(buildPurchaseView(draft, token, null, null), country, 201);
      });
    },
  });

  router.route({
    method: "get",
    path: apiPaths.compraOnlineByToken,
    summary: "A purchase by its token: plan, steps, saved data, payment and order",
    tag: "Purchase",
    params: purchaseTokenParamsSchema,
    responses: { 200: view("The purchase"), 404: notFound },
    handler: async ({ db, params, country, now }) => {
      const draft = await draftByToken(db, params.token, now);
      return privateDataReply(await readPurchaseView(db, draft, params.token), country);
    },
  });

  router.route({
    method: "put",
    path: apiPaths.compraOnlineByTokenByStep,
    summary: "Saves one step of a purchase (holder, beneficiaries, health or company)",
    description:
      "Body: the step's fields (`purchaseStepSchemas` of @qs/domain/api/purchase, with the country's identification rule; beneficiaries are also checked against the saved holder). Saving the holder or the beneficiaries prices the plan again for the people saved (their ages and sex), whatever profile the purchase started with. 400 with each field's Spanish message; 409 when an earlier step is missing, the step is not part of this plan's purchase, a payment is under way, the plan has no price for the people saved, or the purchase is paid. Saving the holder (or company) step creates the purchase's lead; each save moves it along the purchase.",
    tag: "Purchase",
    workLimit: "purchaseSteps",
    params: z.object({ token: purchaseTokenParamsSchema.shape.token, step: savableStepSchema }),
    body: z.record(z.string(), z.unknown()),
    responses: {
      200: view("Saved"),
      404: notFound,
      409: conflict(
        `${PURCHASE_STEP_CLOSED_MESSAGE}; ${PURCHASE_STEP_ABSENT_MESSAGE}; ${PURCHASE_ALREADY_PAID_MESSAGE}`,
      ),
    },
    handler: ({ params, body, deps, now, country, transaction }) =>
      transaction(async (tx) => {
        const { draft, payment } = await openDraft(tx, params.token, now);
        requireNoPaymentUnderWay(payment);
        requireOpenStep(draft, params.step);
        const schema = purchaseStepSchemas(ruleOf(draft.countryId), now)[params.step];
        const parsed = schema.safeParse(body);
        if (!parsed.success) throw invalid(formatIssues(parsed.error));
        const data = parsed.data as Record<string, unknown>;
        if (params.step === "beneficiaries") {
          const holder = stepsOf(draft).holder as { fechaNacimiento?: string } | undefined;
          const people = (
            parsed.data as { beneficiarios: Parameters<typeof relationshipIssues>[1] }
          ).beneficiarios;
          const issues = holder?.fechaNacimiento
            ? relationshipIssues(holder.fechaNacimiento, people)
            : [];
          if (issues.length > 0) {
            throw invalid(
              issues.map((issue) => ({
                path: `beneficiarios.${issue.index}.fechaNacimiento`,
                message: issue.message,
              })),
            );
          }
        }
        await saveStep(tx, draft.id, params.step, data);
        // Who is insured decides the price: the holder's and the beneficiaries' saves reprice it.
        if (params.step === "holder" || params.step === "beneficiaries") {
          await repriceDraft(tx, await draftById(tx, draft.id), now);
        }
        await touchDraft(tx, draft.id, deps.config.purchaseDraftDays, now);
        const saved = await draftById(tx, draft.id);
        await syncPurchaseLead(tx, saved, {
          key: params.step,
          data,
          state: leadStateAfterSaving(saved, params.step),
          now,
        });
        return privateDataReply(
          await readPurchaseView(tx, await draftById(tx, draft.id), params.token),
          country,
        );
      }),
  });

  router.route({
    method: "post",
    path: apiPaths.compraOnlineByTokenPago,
    summary: "Starts paying a purchase: answers where to send the buyer",
    description:
      "Body: one of the purchase's `paymentOptions` (its flowType) and the acceptance of the plan's conditions. A hosted flow (cards, automated transfers) creates a PENDING payment and a checkout at the provider (the sandbox while PAYMENT_SANDBOX is on) and answers the provider's page; the outcome arrives by the provider's signed notification and the buyer comes back to the payment step with a fresh token and `pago=<payment id>`. A non-automated transfer makes a PENDING order at once (lead 501/330) and answers the site's confirmation page. 409 when a step is missing or the purchase is paid; 503 when the provider cannot take payments.",
    tag: "Purchase",
    params: purchaseTokenParamsSchema,
    body: startPaymentRequestSchema,
    idempotent: true,
    rateLimit: "purchases",
    responses: {
      200: {
        description: "Where the buyer goes next",
        schema: dataEnvelopeSchema(startPaymentAnswerSchema),
      },
      404: notFound,
      409: conflict(`${PURCHASE_STEP_CLOSED_MESSAGE}; ${PURCHASE_ALREADY_PAID_MESSAGE}`),
      503: conflict(PROVIDER_UNAVAILABLE_MESSAGE),
    },
    handler: ({ params, body, deps, now, country, transaction }) =>
      transaction(async (tx) => {
        const { draft } = await openDraft(tx, params.token, now);
        requireOpenStep(draft, "payment");
        const plan = planOf(draft);
        const option = plan.paymentOptions.find((entry) => entry.flowType === body.flowType);
        if (!option) throw invalid([{ path: "flowType", message: PAYMENT_METHOD_MESSAGE }]);
        const siteUrl = siteUrlOf(deps, draft);
        const expiresAt = await touchDraft(tx, draft.id, deps.config.purchaseDraftDays, now);
        const subscription = isSubscriptionFlow(option.flowType);
        if (!option.hosted) {
          await placeOrder(tx, deps.config, {
            draft,
            paymentId: null,
            flowType: option.flowType,
            amount: amountDue(draft),
            subscription,
            saleState: "PENDING",
            leadState: leadStateForPayment("pending", subscription),
            now,
          });
          return privateDataReply(
            { redirectUrl: purchaseUrl(siteUrl, draft.productCode, "Confirmacion", params.token) },
            country,
          );
        }
        const provider = paymentProviderFor(option.provider, deps.config, deps.clock);
        if (!provider) throw fail(503, PROVIDER_UNAVAILABLE_MESSAGE);
        const paymentId = randomUUID();
        await tx.insert(payments).values({
          id: paymentId,
          draftId: draft.id,
          provider: provider.key,
          flowType: option.flowType,
          amount: amountDue(draft),
          currency: plan.currency,
          state: "PENDING",
          createdAt: now,
          updatedAt: now,
        });
        await moveLeadAlong(tx, draft.leadId, leadStateForStep("payment"), now, "payment started");
        const returnToken = await issueDraftToken(tx, { id: draft.id, expiresAt }, now);
        const { redirectUrl } = await provider.createCheckout(tx, {
          paymentId,
          amount: amountDue(draft),
          currency: plan.currency,
          description: `${marketByCode(country.code).brand}: ${plan.productName} · ${plan.insurerName}`,
          returnUrl: purchaseUrl(siteUrl, draft.productCode, "Pago", returnToken, {
            pago: paymentId,
          }),
          notifyUrl: `${deps.config.publicApiUrl}/api/pagos/notificaciones/${provider.key}`,
          flowType: option.flowType,
          provider: provider.key,
        });
        return privateDataReply({ redirectUrl }, country);
      }),
  });
}
