import { RETRY_AFTER_HEADER } from "@qs/domain/api/rate-limit";
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  TooManyRequestsError,
  UnauthenticatedError,
} from "../platform/errors";
import { HttpError } from "./reply";

const NO_STORE = { "Cache-Control": "no-store" };

function statusOf(error: DomainError): number | undefined {
  if (error instanceof InvalidInputError) return 400;
  if (error instanceof UnauthenticatedError) return 401;
  if (error instanceof ForbiddenError) return 403;
  if (error instanceof NotFoundError) return 404;
  if (error instanceof ConflictError) return 409;
  if (error instanceof TooManyRequestsError) return 429;
  return undefined;
}

function headersOf(error: DomainError): Record<string, string> {
  const headers: Record<string, string> = {};
  if (error instanceof TooManyRequestsError) {
    headers[RETRY_AFTER_HEADER] = String(error.retryAfterSeconds);
  }
  if (error instanceof UnauthenticatedError && error.realm) {
    headers["WWW-Authenticate"] = `${error.scheme} realm="${error.realm}"`;
  }
  if (error.detail.private) Object.assign(headers, NO_STORE);
  return headers;
}

/**
 * The one place a refusal becomes an HTTP answer: a service's domain error gets its status,
 * its Spanish body (`error`, then `message` and `issues` when it has them) and its headers
 * (Retry-After of a limit, the sign-in challenge, no-store for what is private). An HttpError
 * a route threw is already an answer. Anything else is a failure: undefined.
 */
export function refusalOf(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (!(error instanceof DomainError)) return undefined;
  const domain = error;
  const status = statusOf(domain);
  if (status === undefined) return undefined;
  const { message, issues, code } = domain.detail;
  return new HttpError(
    status,
    {
      error: domain.error,
      ...(code === undefined ? {} : { code }),
      ...(message === undefined ? {} : { message }),
      ...(issues === undefined ? {} : { issues }),
    },
    headersOf(domain),
  );
}
