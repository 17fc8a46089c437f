import type { PurchaseView } from "@qs/domain/api/purchase";
import {
  canOpenStep,
  firstOpenStep,
  type PurchaseStep,
  type PurchaseStepKey,
  stepBySlug,
} from "@qs/domain/purchase";

/**
 * Which step a purchase's address may show. The steps come with the draft (the API knows the
 * plan's: household or company, with or without a health declaration); the address names one
 * by its slug. A step opens only once every step before it is done, so a typed or old address
 * cannot skip the holder's data; a purchase with its order placed shows only its
 * confirmation, since a paid purchase takes no changes.
 */

export function stepsOf(view: PurchaseView): PurchaseStep[] {
  return view.steps.map(({ done: _done, ...step }) => step);
}

export function doneStepsOf(view: PurchaseView): Set<PurchaseStepKey> {
  return new Set(view.steps.filter((step) => step.done).map((step) => step.key));
}

export interface ResolvedStep {
  step: PurchaseStep;
  /** The address names another step (or none, or the same in other letters): replace it. */
  redirect: boolean;
}

export function resolvePurchaseStep(view: PurchaseView, slug: string | undefined): ResolvedStep {
  const steps = stepsOf(view);
  const done = doneStepsOf(view);
  const confirmation = steps.find((step) => step.key === "confirmation");
  if (view.order && confirmation) {
    return { step: confirmation, redirect: slug !== confirmation.slug };
  }
  const requested = slug ? stepBySlug(steps, slug) : undefined;
  if (requested && requested.key !== "confirmation" && canOpenStep(steps, done, requested.key)) {
    return { step: requested, redirect: slug !== requested.slug };
  }
  return { step: firstOpenStep(steps, done), redirect: true };
}

/** The canonical path of a purchase step (the router's Spanish form; the router encodes it). */
export function purchaseStepPath(productCode: string, slug: string): string {
  return `/Compra-Online/${productCode}/${slug}`;
}
