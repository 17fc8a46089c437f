import type { ValidationIssue } from "@qs/domain/api/error-body";
import type { z } from "zod";

/**
 * zod's Spanish locale still names some types and values in English ("se esperaba int",
 * "se esperaba true") and words a few formats awkwardly: each is put in plain Spanish.
 */
const SPANISH_WORDING: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bint\b/g, "número entero"],
  [/\btrue\b/g, "verdadero"],
  [/\bfalse\b/g, "falso"],
  [/\bNaN\b/g, "un valor no numérico"],
  [/Inválido dirección de correo electrónico/g, "Dirección de correo electrónico inválida"],
  [/Inválido fecha y hora ISO/g, "Fecha y hora inválida (formato ISO 8601)"],
  [/Inválido fecha ISO/g, "Fecha inválida (AAAA-MM-DD)"],
  [/Inválido UUID/g, "Identificador inválido"],
  [/Llave desconocida/g, "Campo desconocido"],
  [/Llaves desconocidas/g, "Campos desconocidos"],
];

export function spanishMessage(message: string): string {
  return SPANISH_WORDING.reduce(
    (text, [pattern, spanish]) => text.replace(pattern, spanish),
    message,
  );
}

/** zod issues as `{ path, message }`, the path joined with dots, the message in plain Spanish. */
export function formatIssues(error: z.ZodError, prefix: string[] = []): ValidationIssue[] {
  return error.issues.map((issue) => ({
    path: [...prefix, ...issue.path.map(String)].join("."),
    message: spanishMessage(issue.message),
  }));
}
