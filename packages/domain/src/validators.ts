/** A failed validation: `key` identifies the rule for forms, `message` is shown to the visitor. */
export type ValidationError = { key: string; message: string };

export const REQUIRED_MESSAGE = "campo requerido";
