import {
  CSRF_HEADER,
  staffPasswordChangeRequestSchema,
  staffPasswordResetRequestSchema,
  staffPasswordResetSchema,
  staffSecondFactorRequestSchema,
  staffSecondFactorSchema,
  staffSessionSchema,
  staffSignInRequestSchema,
} from "@qs/domain/api/back-office";
import { errorBodySchema } from "@qs/domain/api/error-body";
import { apiPaths } from "@qs/domain/api/paths";
import {
  PASSWORD_RESET_MINUTES,
  SECOND_FACTOR_ATTEMPTS,
  SECOND_FACTOR_MINUTES,
  STAFF_ACCOUNT_MESSAGES,
} from "@qs/domain/staff-password";
import type { Router } from "../../http/define-route";
import { NO_STORE } from "../../http/private-reply";
import { empty, json } from "../../http/reply";
import { asStaffMember } from "../../platform/staff-auth";
import {
  CLEARED_SESSION_COOKIE,
  closeSession,
  csrfTokenOf,
  memberOfSession,
} from "../../platform/staff-sessions";
import {
  changePassword,
  completeSecondFactor,
  requestPasswordReset,
  resetPassword,
  type SignInOutcome,
  signIn,
  staffMe,
} from "./staff-accounts";

/**
 * Signing in to the back office (`/api/acceso-personal/`): open a session, read it, close it,
 * change the password. The session is an httpOnly cookie; the answer hands the back office's
 * script the anti-forgery token its changes carry. Answers are never cached.
 */

const error = (description: string) => ({ description, schema: errorBodySchema });
const M = STAFF_ACCOUNT_MESSAGES;

const sessionAnswer = (member: Parameters<typeof staffMe>[0], csrfToken: string, cookie?: string) =>
  json({ member: staffMe(member), csrfToken }, 200, {
    ...NO_STORE,
    ...(cookie ? { "Set-Cookie": cookie } : {}),
  });

/** A session (200 with its cookie), or the second factor's step (202, no session yet). */
const outcomeAnswer = (outcome: SignInOutcome) =>
  "secondFactor" in outcome
    ? json(outcome.secondFactor, 202, NO_STORE)
    : sessionAnswer(outcome.member, outcome.session.csrfToken, outcome.session.cookie);

export function registerStaffAccountRoutes(router: Router): void {
  router.route({
    method: "post",
    path: apiPaths.accesoPersonalSesion,
    summary: "Staff: signs in with an e-mail and a password",
    description:
      "Opens a session: an httpOnly, Secure, SameSite=Strict cookie (path /api), and in the answer the anti-forgery token every change must carry in X-CSRF-Token. 401 INVALID_CREDENTIALS for an unknown e-mail or a wrong password alike; the tenth failure in a row locks the account for 15 minutes (429 ACCOUNT_LOCKED, Retry-After); 403 DISABLED_USER and 403 PASSWORD_EXPIRED (change it at /api/acceso-personal/contrasena) only with the right password. Each attempt on a known account is written to the staff audit.",
    tag: "Staff accounts",
    body: staffSignInRequestSchema,
    rateLimit: "staffSignIns",
    responses: {
      200: { description: "Signed in", schema: staffSessionSchema },
      202: {
        description: "The password was right: now the second factor's code",
        schema: staffSecondFactorSchema,
      },
      401: error(M.INVALID_CREDENTIALS),
      403: error(`${M.DISABLED_USER}; ${M.PASSWORD_EXPIRED}`),
      429: error(M.ACCOUNT_LOCKED),
    },
    handler: async (ctx) => {
      const outcome = await signIn(ctx.deps.db, {
        email: ctx.body.email,
        password: ctx.body.password,
        clientAddress: ctx.clientIp,
        now: ctx.now,
        sealKey: ctx.deps.config.tokenEncryptionKey,
      });
      return outcomeAnswer(outcome);
    },
  });

  router.route({
    method: "get",
    path: apiPaths.accesoPersonalSesion,
    summary: "Staff: the session this browser holds",
    description:
      "Who is signed in and the session's anti-forgery token (the back office asks on load); 401 SESSION_REQUIRED without a live session.",
    tag: "Staff accounts",
    responses: {
      200: { description: "The session", schema: staffSessionSchema },
      401: error(M.SESSION_REQUIRED),
    },
    handler: async (ctx) => {
      const session = await memberOfSession(
        ctx.db,
        { cookie: ctx.header("cookie"), method: "GET", csrfHeader: undefined },
        ctx.now,
      );
      return sessionAnswer(asStaffMember(session), csrfTokenOf(session.sessionToken));
    },
  });

  router.route({
    method: "delete",
    path: apiPaths.accesoPersonalSesion,
    summary: "Staff: signs out",
    description:
      "Ends the session and clears its cookie. Needs the session's anti-forgery token, so another site cannot sign a member out.",
    tag: "Staff accounts",
    responses: {
      204: { description: "Signed out" },
      401: error(M.SESSION_REQUIRED),
      403: error(M.INVALID_TOKEN),
    },
    handler: async (ctx) => {
      const { sessionToken } = await memberOfSession(
        ctx.db,
        { cookie: ctx.header("cookie"), method: "DELETE", csrfHeader: ctx.header(CSRF_HEADER) },
        ctx.now,
      );
      await closeSession(ctx.db, sessionToken);
      return empty(204, { ...NO_STORE, "Set-Cookie": CLEARED_SESSION_COOKIE });
    },
  });

  router.route({
    method: "post",
    path: apiPaths.accesoPersonalContrasena,
    summary: "Staff: changes a password, expired or not",
    description:
      "Named by the e-mail and the current password (so an expired password can be changed without a session; the same failure count and lock as signing in). The new one needs an upper-case and a lower-case letter, a digit and a special character (400 INVALID_PASSWORD_FORM), ten characters (400 PASSWORD_TOO_SHORT) and may not be one of the last four (400 PASSWORD_IN_HISTORY). The member's other sessions end and a new one opens.",
    tag: "Staff accounts",
    body: staffPasswordChangeRequestSchema,
    rateLimit: "staffSignIns",
    responses: {
      200: { description: "Changed and signed in", schema: staffSessionSchema },
      202: {
        description: "Changed: now the second factor's code",
        schema: staffSecondFactorSchema,
      },
      400: error(`${M.INVALID_PASSWORD_FORM}; ${M.PASSWORD_TOO_SHORT}; ${M.PASSWORD_IN_HISTORY}`),
      401: error(M.INVALID_CREDENTIALS),
      403: error(M.DISABLED_USER),
      429: error(M.ACCOUNT_LOCKED),
    },
    handler: async (ctx) => {
      const outcome = await changePassword(ctx.deps.db, {
        email: ctx.body.email,
        password: ctx.body.currentPassword,
        newPassword: ctx.body.newPassword,
        clientAddress: ctx.clientIp,
        now: ctx.now,
        sealKey: ctx.deps.config.tokenEncryptionKey,
      });
      return outcomeAnswer(outcome);
    },
  });

  router.route({
    method: "post",
    path: apiPaths.accesoPersonalRecuperar,
    summary: "Staff: sends a password reset link",
    description: `Answers 202 with no body for any e-mail, so the answer does not tell who has an account; a member who signs in (active, with a password) gets an e-mail with a link to the back office's \`/restablecer\` page (PUBLIC_BACK_OFFICE_URL), which works once, for ${PASSWORD_RESET_MINUTES} minutes, and replaces any link sent before.`,
    tag: "Staff accounts",
    body: staffPasswordResetRequestSchema,
    rateLimit: "staffSignIns",
    responses: { 202: { description: "Sent, if the e-mail is a member's" } },
    handler: async (ctx) => {
      await requestPasswordReset(ctx.deps.db, {
        email: ctx.body.email,
        clientAddress: ctx.clientIp,
        now: ctx.now,
        sealKey: ctx.deps.config.tokenEncryptionKey,
        backOfficeUrl: ctx.deps.config.publicBackOfficeUrl,
      });
      return empty(202, NO_STORE);
    },
  });

  router.route({
    method: "post",
    path: apiPaths.accesoPersonalRestablecer,
    summary: "Staff: sets a new password with a reset link's token",
    description:
      "The spec's rules (400 INVALID_PASSWORD_FORM, PASSWORD_TOO_SHORT, PASSWORD_IN_HISTORY; the link still works after a refusal). Then the link is spent, the member's sessions end, and signing in goes on as after a right password: a session (200), or for ADMINISTRADOR and GERENTE the second factor's step (202). 401 PASSWORD_TOKEN_EXPIRED for a link unknown, used or past its time; 403 DISABLED_USER.",
    tag: "Staff accounts",
    body: staffPasswordResetSchema,
    rateLimit: "staffSignIns",
    responses: {
      200: { description: "Changed and signed in", schema: staffSessionSchema },
      202: {
        description: "Changed: now the second factor's code",
        schema: staffSecondFactorSchema,
      },
      400: error(`${M.INVALID_PASSWORD_FORM}; ${M.PASSWORD_TOO_SHORT}; ${M.PASSWORD_IN_HISTORY}`),
      401: error(M.PASSWORD_TOKEN_EXPIRED),
      403: error(M.DISABLED_USER),
    },
    handler: async (ctx) =>
      outcomeAnswer(
        await resetPassword(ctx.deps.db, {
          token: ctx.body.token,
          newPassword: ctx.body.newPassword,
          clientAddress: ctx.clientIp,
          now: ctx.now,
          sealKey: ctx.deps.config.tokenEncryptionKey,
        }),
      ),
  });

  router.route({
    method: "post",
    path: apiPaths.accesoPersonalSegundoFactor,
    summary: "Staff: the second factor's code, after the password",
    description: `ADMINISTRADOR and GERENTE sign in in two steps: the password answers 202 with a challenge (and, for a member without an authenticator app, the new key to add to one), then this call with the challenge and the app's six-digit code opens the session. 401 INVALID_CODE for a wrong or reused code (it counts as a failed sign-in; the tenth locks the account); 401 CODE_TOKEN_EXPIRED once the challenge is past ${SECOND_FACTOR_MINUTES} minutes or ${SECOND_FACTOR_ATTEMPTS} codes.`,
    tag: "Staff accounts",
    body: staffSecondFactorRequestSchema,
    rateLimit: "staffSignIns",
    responses: {
      200: { description: "Signed in", schema: staffSessionSchema },
      401: error(`${M.INVALID_CODE}; ${M.CODE_TOKEN_EXPIRED}`),
      403: error(M.DISABLED_USER),
      429: error(M.ACCOUNT_LOCKED),
    },
    handler: async (ctx) => {
      const { member, session } = await completeSecondFactor(ctx.deps.db, {
        challenge: ctx.body.challenge,
        code: ctx.body.code,
        clientAddress: ctx.clientIp,
        now: ctx.now,
        sealKey: ctx.deps.config.tokenEncryptionKey,
      });
      return sessionAnswer(member, session.csrfToken, session.cookie);
    },
  });
}
