import type { ValidationIssue } from "@qs/domain/api/error-body";
import type { z } from "zod";

/** zod issues as `{ path, message }`, the path joined with dots. */
export function formatIssues(error: z.ZodError, prefix: string[] = []): ValidationIssue[] {
  return error.issues.map((issue) => ({
    path: [...prefix, ...issue.path.map(String)].join("."),
    message: issue.message,
  }));
}
