/**
 * The demo's staff accounts (one per role, `<role>@demo.queseguro.local`): their password, and
 * the authenticator key the roles with a second factor (ADMINISTRADOR, GERENTE) sign in with.
 * `npm start` hands both to the API; the environment may name others.
 */
export const DEMO_STAFF_PASSWORD = process.env.DEMO_STAFF_PASSWORD ?? "Demo-QueSeguro-2026!";
export const DEMO_STAFF_TOTP_SECRET =
  process.env.DEMO_STAFF_TOTP_SECRET ?? "QUESEGUROXDEMOXSTAFFXKEY";
