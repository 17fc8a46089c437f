import { STAFF_FORBIDDEN_MESSAGE, STAFF_TOKEN_REQUIRED_MESSAGE } from "@qs/domain/api/back-office";
import { errorBodySchema } from "@qs/domain/api/error-body";

/** The answers every back-office route may give before its own: no session or token (401), a role without the key (403). */
export const staffErrorResponses = {
  401: { description: STAFF_TOKEN_REQUIRED_MESSAGE, schema: errorBodySchema },
  403: { description: STAFF_FORBIDDEN_MESSAGE, schema: errorBodySchema },
};
