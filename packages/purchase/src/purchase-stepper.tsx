import type { PurchaseView } from "@qs/domain/api/purchase";
import type { PurchaseStepKey } from "@qs/domain/purchase";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import "./purchase.css";

/**
 * The purchase's steps in order: an ordered list in a navigation landmark, the current step
 * marked with aria-current="step", done steps marked (and, where the buyer may go back to
 * them, links). On a narrow screen only the current step keeps its title on screen; every
 * title stays readable to screen readers.
 */

export interface StepLink {
  to: string;
  search: Record<string, string>;
}

export interface PurchaseStepperProps {
  steps: PurchaseView["steps"];
  current: PurchaseStepKey;
  /** Where a done step's link goes; without it, or for null, the step is not a link. */
  linkOf?: (slug: string) => StepLink | null;
}

export function PurchaseStepper({ steps, current, linkOf }: PurchaseStepperProps) {
  const { t } = useTranslation();
  const position = steps.findIndex((step) => step.key === current);
  return (
    <nav className="qs-stepper" aria-label={t("purchase.stepperLabel")}>
      <p className="qs-stepper__count">
        {t("purchase.stepOf", { current: position + 1, total: steps.length })}
      </p>
      <ol className="qs-stepper__list">
        {steps.map((step, index) => {
          const isCurrent = step.key === current;
          const done = step.done && !isCurrent;
          const link = done && linkOf ? linkOf(step.slug) : null;
          const title = t(`purchase.steps.${step.key}`);
          const state = isCurrent ? "current" : done ? "done" : "todo";
          const content = (
            <>
              <span className="qs-stepper__mark" aria-hidden="true">
                {done ? "✓" : index + 1}
              </span>
              <span className="qs-stepper__title">{title}</span>
              {done ? (
                <span className="qs-visually-hidden"> ({t("purchase.stepDone")})</span>
              ) : null}
            </>
          );
          return (
            <li
              key={step.key}
              className={`qs-stepper__step qs-stepper__step--${state}`}
              aria-current={isCurrent ? "step" : undefined}
            >
              {link ? (
                <Link to={link.to} search={link.search} className="qs-stepper__link">
                  {content}
                </Link>
              ) : (
                <span className="qs-stepper__link">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
