import { ApiError } from "@qs/api-client/api-client";
import {
  type EmployeeLayout,
  type EmployeeListError,
  employeeFileContentType,
  type UploadEmployeesResult,
  uploadEmployees,
} from "@qs/api-client/purchase";
import { EMPLOYEES_MISSING_MESSAGE, type PurchaseView } from "@qs/domain/api/purchase";
import { useApiClient } from "@qs/ui/api-client-context";
import { Button } from "@qs/ui/button";
import { SiteMessage } from "@qs/ui/site-message";
import { type ChangeEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { type FieldErrors, StepFormShell } from "./step-form";

/**
 * 'Datos colaboradores': the employer uploads the list of the employees to insure (CSV or XLSX,
 * up to 5 MB) in the bulk-load layout of new employees (altas): a new purchase insures people,
 * and removals (bajas) are made on a policy in force, never billed here. The API checks every row before it keeps
 * anything: a refused list comes back as a table of each bad cell (row, column, message), and
 * the buyer fixes the file and sends it again. A stored list shows how many employees it
 * brought; 'Continuar' sends a chosen file first if it was not sent yet.
 */

export const MAX_EMPLOYEE_FILE_BYTES = 5 * 1024 * 1024;

export type UploadEmployees = (
  file: File,
  layout: EmployeeLayout,
) => Promise<UploadEmployeesResult>;

export interface EmployeeListRefusal {
  message: string;
  errors: EmployeeListError[];
  totalErrors: number;
}

type UploadState = "idle" | "uploading" | "failure";

export interface EmployeesStepProps {
  view: PurchaseView;
  onBack: () => void;
  /** The list is stored: on to the payment. */
  onContinue: () => void;
  /** A list was stored: the purchase as the API answered it. */
  onUploaded: (view: PurchaseView) => void;
  upload?: UploadEmployees;
  /** Start states, for stories. */
  initialRefusal?: EmployeeListRefusal;
  initialState?: UploadState;
  initialErrors?: FieldErrors;
}

const FIELD_PATHS: ReadonlySet<string> = new Set(["file"]);

/**
 * The message of a file the API would not take: its size, type or content, or a list it cannot
 * take now (a payment under way).
 */
function fileProblem(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.body) return null;
  return [400, 409, 413, 415].includes(error.status)
    ? (error.body.message ?? error.body.error)
    : null;
}

export function EmployeesStep({
  view,
  onBack,
  onContinue,
  onUploaded,
  upload,
  initialRefusal,
  initialState = "idle",
  initialErrors = {},
}: EmployeesStepProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const id = useId();
  const layout: EmployeeLayout = "activation";
  /** A chosen file not sent yet. */
  const [pending, setPending] = useState<File | null>(null);
  const [summary, setSummary] = useState(view.data.employees);
  const [refusal, setRefusal] = useState<EmployeeListRefusal | null>(initialRefusal ?? null);
  const [state, setState] = useState<UploadState>(initialState);
  const [errors, setErrors] = useState<FieldErrors>(initialErrors);
  const [refusals, setRefusals] = useState(0);
  const uploading = state === "uploading";
  const send: UploadEmployees =
    upload ?? ((file, chosen) => uploadEmployees(client, view.token, file, chosen));

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setPending(file);
    setRefusal(null);
    setErrors((previous) => {
      const { file: _cleared, ...rest } = previous;
      return rest;
    });
    if (state === "failure") setState("idle");
  };

  /** Sends the chosen file; true once a list is stored. */
  const sendFile = async (file: File): Promise<boolean> => {
    if (!employeeFileContentType(file)) {
      setErrors({ file: t("purchase.employees.fileType") });
      setRefusals((count) => count + 1);
      return false;
    }
    if (file.size > MAX_EMPLOYEE_FILE_BYTES) {
      setErrors({ file: t("purchase.employees.tooLarge") });
      setRefusals((count) => count + 1);
      return false;
    }
    setState("uploading");
    setErrors({});
    setRefusal(null);
    try {
      const result = await send(file, layout);
      if (result.status === "refused") {
        setRefusal({
          message: result.message,
          errors: result.errors,
          totalErrors: result.totalErrors,
        });
        setState("idle");
        setRefusals((count) => count + 1);
        return false;
      }
      setPending(null);
      setSummary(result.view.data.employees);
      setState("idle");
      onUploaded(result.view);
      return true;
    } catch (error) {
      const problem = fileProblem(error);
      if (problem) setErrors({ file: problem });
      setState(problem ? "idle" : "failure");
      setRefusals((count) => count + 1);
      return false;
    }
  };

  const uploadChosen = () => {
    if (uploading) return;
    if (!pending) {
      setErrors({ file: t("purchase.employees.chooseFile") });
      setRefusals((count) => count + 1);
      return;
    }
    void sendFile(pending);
  };

  const next = async () => {
    if (uploading) return;
    if (pending) {
      if (await sendFile(pending)) onContinue();
      return;
    }
    if (summary) {
      onContinue();
      return;
    }
    setErrors({ file: EMPLOYEES_MISSING_MESSAGE });
    setRefusals((count) => count + 1);
  };

  const fileId = `${id}-file`;
  const described = [`${fileId}-hint`, errors.file ? `${fileId}-error` : null]
    .filter(Boolean)
    .join(" ");
  const hidden = refusal ? refusal.totalErrors - refusal.errors.length : 0;

  return (
    <StepFormShell
      title={t("purchase.steps.employees")}
      intro={t("purchase.employees.intro")}
      onSubmit={() => void next()}
      onBack={onBack}
      saving={uploading}
      errors={errors}
      fieldPaths={FIELD_PATHS}
      failure={state === "failure" ? t("purchase.employees.failure") : null}
      refusals={refusals}
      savingLabel={t("purchase.employees.uploading")}
      footer={
        refusal ? (
          <div className="qs-purchase__refusal" role="alert">
            <p>
              <SiteMessage message={refusal.message} />
            </p>
            <section
              className="qs-purchase__table-scroll"
              aria-label={t("purchase.employees.errorsTitle")}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard (WCAG 2.1.1)
              tabIndex={0}
            >
              <table>
                <caption>{t("purchase.employees.errorsTitle")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("purchase.employees.row")}</th>
                    <th scope="col">{t("purchase.employees.column")}</th>
                    <th scope="col">{t("purchase.employees.message")}</th>
                  </tr>
                </thead>
                <tbody>
                  {refusal.errors.map((error) => (
                    <tr key={`${error.row}-${error.column}-${error.message}`}>
                      <td>{error.row}</td>
                      <td>{error.column}</td>
                      <td>
                        <SiteMessage message={error.message} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            {hidden > 0 ? <p>{t("purchase.employees.moreErrors", { total: hidden })}</p> : null}
          </div>
        ) : null
      }
    >
      <div className="qs-purchase__field">
        <label htmlFor={fileId}>{t("purchase.employees.file")}</label>
        <input
          id={fileId}
          type="file"
          accept=".csv,.xlsx"
          onChange={choose}
          disabled={uploading}
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={described}
        />
        <p id={`${fileId}-hint`} className="qs-purchase__hint">
          {t("purchase.employees.fileHint")}
        </p>
        {errors.file ? (
          <p id={`${fileId}-error`} className="qs-purchase__error">
            {errors.file}
          </p>
        ) : null}
      </div>
      <div className="qs-purchase__upload">
        <Button variant="secondary" onClick={uploadChosen} disabled={uploading}>
          {uploading ? t("purchase.employees.uploading") : t("purchase.employees.upload")}
        </Button>
        {summary && !refusal ? (
          <p className="qs-purchase__accepted" role="status">
            {t("purchase.employees.accepted", {
              total: summary.rowCount,
              file: summary.fileName,
            })}
          </p>
        ) : null}
      </div>
    </StepFormShell>
  );
}
