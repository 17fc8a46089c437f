import { HEALTH_QUESTIONS, type HealthQuestionId } from "@qs/domain/api/purchase";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { CheckField, ChoiceGroup, TextAreaField } from "./fields";
import { type StepFormProps, StepFormShell, useStepSave } from "./step-form";

/**
 * 'Estado de salud': the health declaration (DPS) of plans that ask for one. Each question is
 * a yes/no choice; a yes opens a box for its detail, which the API requires. The buyer
 * declares the answers true before continuing. The questions are the domain's; their texts
 * come from the translations by question id.
 */

export interface HealthAnswerValues {
  /** '' until answered. */
  respuesta: "" | "si" | "no";
  detalle: string;
}

export interface HealthValues {
  respuestas: Record<HealthQuestionId, HealthAnswerValues>;
  declaraVeracidad: boolean;
}

const DETAIL_MAX = 500;

export function healthValuesOf(saved: Record<string, unknown> | null): HealthValues {
  const answers = Array.isArray(saved?.respuestas) ? saved.respuestas : [];
  const byId = new Map(
    answers
      .filter(
        (answer): answer is Record<string, unknown> =>
          typeof answer === "object" && answer !== null,
      )
      .map((answer) => [answer.pregunta, answer]),
  );
  const respuestas = Object.fromEntries(
    HEALTH_QUESTIONS.map(({ id }) => {
      const answer = byId.get(id);
      const respuesta = answer?.respuesta === true ? "si" : answer?.respuesta === false ? "no" : "";
      const detalle = typeof answer?.detalle === "string" ? answer.detalle : "";
      return [id, { respuesta, detalle }];
    }),
  ) as HealthValues["respuestas"];
  return { respuestas, declaraVeracidad: saved?.declaraVeracidad === true };
}

export function HealthStep(props: StepFormProps<HealthValues>) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<HealthValues>(
    () => props.initialValues ?? healthValuesOf(props.view.data.health),
  );
  const { saving, errors, failure, refusals, submit, clearError } = useStepSave("health", props);

  const answer = (
    index: number,
    question: HealthQuestionId,
    change: Partial<HealthAnswerValues>,
  ) => {
    setValues((previous) => ({
      ...previous,
      respuestas: {
        ...previous.respuestas,
        [question]: { ...previous.respuestas[question], ...change },
      },
    }));
    for (const key of Object.keys(change)) clearError(`respuestas.${index}.${key}`);
  };

  const send = () =>
    void submit({
      respuestas: HEALTH_QUESTIONS.map(({ id: question }) => {
        const { respuesta, detalle } = values.respuestas[question];
        return {
          pregunta: question,
          respuesta: respuesta === "" ? undefined : respuesta === "si",
          ...(respuesta === "si" ? { detalle } : {}),
        };
      }),
      declaraVeracidad: values.declaraVeracidad,
    });

  const fieldPaths = new Set([
    "declaraVeracidad",
    ...HEALTH_QUESTIONS.flatMap((_, index) => [
      `respuestas.${index}.respuesta`,
      `respuestas.${index}.detalle`,
    ]),
  ]);

  return (
    <StepFormShell
      title={t("purchase.steps.health")}
      intro={t("purchase.health.intro")}
      onSubmit={send}
      onBack={props.onBack}
      saving={saving}
      errors={errors}
      fieldPaths={fieldPaths}
      failure={failure}
      refusals={refusals}
    >
      <ol className="qs-purchase__questions">
        {HEALTH_QUESTIONS.map((question, index) => {
          const current = values.respuestas[question.id];
          return (
            <li key={question.id} className="qs-purchase__question">
              <ChoiceGroup
                id={`${id}-${question.id}`}
                label={t(`purchase.health.questions.${question.id}`)}
                value={current.respuesta}
                onChange={(value) =>
                  answer(index, question.id, {
                    respuesta: value as HealthAnswerValues["respuesta"],
                  })
                }
                options={[
                  { value: "si", label: t("purchase.health.yes") },
                  { value: "no", label: t("purchase.health.no") },
                ]}
                inline
                error={errors[`respuestas.${index}.respuesta`]}
                disabled={saving}
              />
              {current.respuesta === "si" ? (
                <TextAreaField
                  id={`${id}-${question.id}-detalle`}
                  label={t("purchase.health.detail")}
                  value={current.detalle}
                  maxLength={DETAIL_MAX}
                  onChange={(detalle) => answer(index, question.id, { detalle })}
                  error={errors[`respuestas.${index}.detalle`]}
                  disabled={saving}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
      <CheckField
        id={`${id}-veracidad`}
        label={t("purchase.health.truth")}
        checked={values.declaraVeracidad}
        onChange={(checked) => {
          setValues((previous) => ({ ...previous, declaraVeracidad: checked }));
          clearError("declaraVeracidad");
        }}
        error={errors.declaraVeracidad}
        disabled={saving}
      />
    </StepFormShell>
  );
}
