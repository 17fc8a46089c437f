import {
  INVALID_DATA_MESSAGE,
  INVALID_JSON_MESSAGE,
  type ValidationIssue,
} from "@qs/domain/api/error-body";
import type { Context } from "hono";
import type { z } from "zod";
import { formatIssues } from "./format-issues";
import { HttpError } from "./reply";

/** Request validation: params, query and body through their schemas, with Spanish messages. */

export function invalid(issues: ValidationIssue[]): HttpError {
  return new HttpError(400, { error: INVALID_DATA_MESSAGE, issues });
}

/** Text with a NUL character cannot be stored by PostgreSQL: refused as input. */
const NUL_MESSAGE = "Contiene caracteres no permitidos";

function findNul(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (value !== null && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      const found = key.includes("\u0000") ? [...path, key] : findNul(inner, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

export function parsePart<T extends z.ZodType>(
  schema: T | undefined,
  value: unknown,
  prefix: string[],
): z.output<T> | undefined {
  if (!schema) return undefined;
  const nul = findNul(value, prefix);
  if (nul) throw invalid([{ path: nul.join("."), message: NUL_MESSAGE }]);
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(formatIssues(result.error, prefix));
  return result.data;
}

export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw invalid([{ path: "", message: INVALID_JSON_MESSAGE }]);
  }
}
