import type { ValidationIssue } from "@qs/domain/api/error-body";
import { rateLimitMessage } from "@qs/domain/api/rate-limit";

/**
 * What a service refuses, in the product's words: the Spanish text the visitor reads
 * (`error`), optionally a longer `message` and field `issues`. Services throw these and know
 * nothing of HTTP; `src/http/domain-errors.ts` is the one place that turns each kind into its
 * status and headers.
 */
export interface RefusalDetail {
  message?: string;
  /** The error's type where a client acts on it (PASSWORD_EXPIRED, DISABLED_USER…). */
  code?: string;
  issues?: ValidationIssue[];
  /** The refusal concerns something only its holder may see: no cache keeps the answer. */
  private?: boolean;
}

export abstract class DomainError extends Error {
  readonly detail: RefusalDetail;

  constructor(
    /** The Spanish text of the answer's `error`, exactly as clients read it. */
    readonly error: string,
    detail: RefusalDetail = {},
  ) {
    super(detail.message ?? error);
    this.detail = detail;
    this.name = new.target.name;
  }
}

/** The input breaks a rule the service checks (400). */
export class InvalidInputError extends DomainError {}

/** No credential, or not one the service knows (401); `realm` names what to sign in to. */
export class UnauthenticatedError extends DomainError {
  readonly realm: string | undefined;
  /** How to sign in: a bearer token (machines) or a form (people: the back office's session). */
  readonly scheme: "Bearer" | "Form";

  constructor(
    error: string,
    detail: RefusalDetail & { realm?: string; scheme?: "Bearer" | "Form" } = {},
  ) {
    super(error, detail);
    this.realm = detail.realm;
    this.scheme = detail.scheme ?? "Bearer";
  }
}

/** Known, but not allowed to do this (403). */
export class ForbiddenError extends DomainError {}

/** Nothing by that name or token (404). */
export class NotFoundError extends DomainError {}

/** Not now: the thing's state forbids it (409). */
export class ConflictError extends DomainError {}

/** A limit was reached: the same request may succeed after `retryAfterSeconds` (429). */
export class TooManyRequestsError extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    error: string = rateLimitMessage(retryAfterSeconds),
    detail: RefusalDetail = {},
  ) {
    super(error, detail);
  }
}
