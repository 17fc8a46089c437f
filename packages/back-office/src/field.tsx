import { type ReactNode, useId } from "react";

/** A labelled form field: its label, a hint, the control and, when refused, its message. */
export function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: (props: {
    id: string;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
  }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className="qs-bo-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="qs-bo-field__hint">
          {hint}
        </p>
      )}
      {children({
        id,
        ...(error ? { "aria-invalid": true as const } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
      })}
      {error && (
        <p id={errorId} className="qs-bo-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A message about the whole form or page, read out when it appears. */
export function Notice({ kind, children }: { kind: "error" | "done"; children: ReactNode }) {
  return (
    <p
      className={`qs-bo-notice qs-bo-notice--${kind}`}
      role={kind === "error" ? "alert" : "status"}
    >
      {children}
    </p>
  );
}
