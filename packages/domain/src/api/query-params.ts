import { z } from "zod";
import { languageSchema } from "../country-config";

/** Query-string value parsers shared by the API's query schemas. */

export const ID_LIST_MESSAGE = "Debe ser una lista de números enteros separados por comas";

/** Largest id the database stores (PostgreSQL integer). */
export const MAX_ID = 2_147_483_647;

/** Comma-separated integers, strictly: any part that is not an integer fails (the API answers 400). Comma-separated integers ('1, 2,3') as a list of numbers; an empty string is an empty list. */
export const strictIdListParamSchema = z.string().transform((value, ctx) => {
  const parts = value
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  const ids: number[] = [];
  for (const part of parts) {
    if (!/^-?\d{1,10}$/.test(part) || Math.abs(Number(part)) > MAX_ID) {
      ctx.addIssue({ code: "custom", message: ID_LIST_MESSAGE });
      return z.NEVER;
    }
    ids.push(Number(part));
  }
  return ids;
});

/** Comma-separated words as a list of trimmed, non-empty strings. */
export const stringListParamSchema = z.string().transform((value) =>
  value
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part.length > 0),
);

/** A positive integer path parameter ('/api/insurance/{id}/...'), within the database's range. */
export const idPathParamSchema = z.coerce
  .number({ error: "Debe ser un número entero positivo" })
  .int("Debe ser un número entero positivo")
  .positive("Debe ser un número entero positivo")
  .max(MAX_ID, "Debe ser un número entero positivo");

/** `{ id }` path parameters. */
export const idParamsSchema = z.object({ id: idPathParamSchema });

/**
 * `lang`: the language of the labels an answer carries for the sites' interface (see
 * `label-translations`). `labels` names them in the parameter's description (OpenAPI).
 */
export function labelLanguageParamSchema(labels: string) {
  return languageSchema
    .default("es")
    .describe(
      `Language of ${labels}: es (default), en or pt. A label without a translation in that language is answered in Spanish; any other value is refused (400).`,
    );
}

/** A query of `lang` alone (menu, categories, business lines, institution types, tabs). */
export function labelLanguageQuerySchema(labels: string) {
  return z.object({ lang: labelLanguageParamSchema(labels) });
}
