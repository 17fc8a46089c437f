import { SiteMessage } from "@qs/ui/site-message";
import type { ChangeEvent, HTMLInputTypeAttribute, ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * The labelled controls of the purchase forms. Each shows its message right below itself,
 * tied to it with aria-describedby and marked with aria-invalid, so a screen reader reads the
 * problem on the field it belongs to; a hint is described the same way.
 */

interface FieldBase {
  /** The control's id; its hint and error take it as a prefix. */
  id: string;
  label: string;
  /** The message of a refused value, shown under the field, which is marked invalid. */
  error?: string | undefined;
  /** Help shown under the field and read with it. */
  hint?: ReactNode;
  /** Says '(opcional)' after the label. */
  optional?: boolean;
  disabled?: boolean;
}

function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

function Label({ id, label, optional }: { id: string; label: string; optional?: boolean }) {
  const { t } = useTranslation();
  return (
    <label htmlFor={id}>
      {label}
      {optional ? <span className="qs-purchase__optional"> ({t("purchase.optional")})</span> : null}
    </label>
  );
}

function Messages({ id, hint, error }: { id: string; hint: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="qs-purchase__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="qs-purchase__error">
          <SiteMessage message={error} />
        </p>
      ) : null}
    </>
  );
}

export interface TextFieldProps extends FieldBase {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "numeric";
  min?: string;
  max?: string;
}

export function TextField({
  id,
  label,
  error,
  hint,
  optional,
  disabled,
  value,
  onChange,
  onBlur,
  type = "text",
  autoComplete,
  inputMode,
  min,
  max,
}: TextFieldProps) {
  return (
    <div className="qs-purchase__field">
      <Label id={id} label={label} optional={optional} />
      <input
        id={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        min={min}
        max={max}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}

export interface TextAreaFieldProps extends FieldBase {
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
}

export function TextAreaField({
  id,
  label,
  error,
  hint,
  disabled,
  value,
  onChange,
  maxLength,
}: TextAreaFieldProps) {
  return (
    <div className="qs-purchase__field">
      <Label id={id} label={label} />
      <textarea
        id={id}
        value={value}
        rows={3}
        maxLength={maxLength}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(event.target.value)}
      />
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}

export interface Choice {
  value: string;
  label: string;
  /** A second line under the option's label. */
  detail?: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends FieldBase {
  value: string;
  onChange: (value: string) => void;
  options: readonly Choice[];
  placeholder: string;
}

export function SelectField({
  id,
  label,
  error,
  hint,
  disabled,
  value,
  onChange,
  options,
  placeholder,
}: SelectFieldProps) {
  return (
    <div className="qs-purchase__field">
      <Label id={id} label={label} />
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}

export interface ChoiceGroupProps extends FieldBase {
  value: string;
  onChange: (value: string) => void;
  options: readonly Choice[];
  /** Lays the options side by side (yes/no) instead of one per line. */
  inline?: boolean;
}

/**
 * Radio buttons in a radio group named by its question (role radiogroup, the pattern screen
 * readers announce as one choice).
 */
export function ChoiceGroup({
  id,
  label,
  error,
  hint,
  disabled,
  value,
  onChange,
  options,
  inline = false,
}: ChoiceGroupProps) {
  const description = describedBy(id, hint, error);
  return (
    <div
      className={`qs-purchase__choices${inline ? " qs-purchase__choices--inline" : ""}`}
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
    >
      <p id={`${id}-legend`} className="qs-purchase__legend">
        {label}
      </p>
      <div className="qs-purchase__choice-list">
        {options.map((option, index) => (
          <div key={option.value} className="qs-purchase__choice">
            <input
              id={`${id}-${index}`}
              type="radio"
              name={id}
              value={option.value}
              checked={value === option.value}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={description}
              onChange={() => onChange(option.value)}
            />
            <label htmlFor={`${id}-${index}`}>
              <span>{option.label}</span>
              {option.detail ? (
                <span className="qs-purchase__choice-detail">{option.detail}</span>
              ) : null}
            </label>
          </div>
        ))}
      </div>
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}

export interface CheckFieldProps extends FieldBase {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function CheckField({
  id,
  label,
  error,
  hint,
  disabled,
  checked,
  onChange,
}: CheckFieldProps) {
  return (
    <div className="qs-purchase__check">
      <div className="qs-purchase__check-row">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}
