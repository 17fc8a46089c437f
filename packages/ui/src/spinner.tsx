import "./spinner.css";

export interface SpinnerProps {
  /** Text read and shown beside the wheel. */
  label: string;
  /** Hide the label visually (still announced to screen readers). */
  hideLabel?: boolean;
}

export function Spinner({ label, hideLabel = false }: SpinnerProps) {
  return (
    <span className="qs-spinner" role="status" aria-live="polite">
      <span className="qs-spinner__wheel" aria-hidden="true" />
      <span className={hideLabel ? "qs-visually-hidden" : undefined}>{label}</span>
    </span>
  );
}
