/**
 * The staff's password rules and the messages of signing in (reference-data spec §8). The
 * spec gives the four messages and the form (an upper-case letter, a lower-case letter, a
 * digit and a special character), the history of four and that passwords expire. The length,
 * the expiry period, the lock-out and the messages the spec lists without text are ours.
 */

export const STAFF_ACCOUNT_MESSAGES = {
  INVALID_PASSWORD_FORM:
    "La contraseña debe contener al menos una letra mayúscula, una letra minúscula, un número y un carácter especial.",
  PASSWORD_IN_HISTORY: "La contraseña no puede ser igual a las últimas 4 contraseñas utilizadas.",
  PASSWORD_EXPIRED: "La contraseña ha expirado. Debe cambiarla para continuar.",
  INVALID_CREDENTIALS: "Credenciales inválidas.",
  /** Ours: the spec names DISABLED_USER without a text. */
  DISABLED_USER: "Tu usuario está deshabilitado. Pide a un administrador que lo habilite.",
  /** Ours: ten failed sign-ins in a row lock the account for a while. */
  ACCOUNT_LOCKED:
    "Demasiados intentos fallidos: tu cuenta queda bloqueada 15 minutos. Inténtalo más tarde.",
  /** Ours: the spec's form does not say how long; ten characters at least. */
  PASSWORD_TOO_SHORT: "La contraseña debe tener al menos 10 caracteres.",
  /** Ours: the session ended (signed out, expired or its user disabled). */
  SESSION_REQUIRED: "Inicia sesión para continuar.",
  /** Ours: a change sent without the session's anti-forgery token. */
  INVALID_TOKEN: "La solicitud no trae el código de seguridad de tu sesión. Recarga la página.",
  /** The spec names INVALID_CODE and CODE_TOKEN_EXPIRED without a text; ours: the second factor's code that is wrong, malformed or already used. */
  INVALID_CODE:
    "El código no es válido. Escribe el código de 6 dígitos que muestra ahora tu aplicación de autenticación.",
  /** Ours: the second factor's step outlived SECOND_FACTOR_MINUTES or its attempts. */
  CODE_TOKEN_EXPIRED:
    "Pasó el tiempo para escribir el código: vuelve a ingresar tu correo y contraseña.",
  /** The spec names PASSWORD_TOKEN_EXPIRED without a text; ours: a reset link expired, used or unknown. */
  PASSWORD_TOKEN_EXPIRED:
    "El enlace para restablecer tu contraseña expiró o ya se usó. Pide uno nuevo.",
} as const;
export type StaffAccountError = keyof typeof STAFF_ACCOUNT_MESSAGES;

/** Characters a password has at least and at most (a longer one is refused as malformed). */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
/** A new password may not be any of the last four (spec). */
export const PASSWORD_HISTORY = 4;
/** Ours: a password expires 90 days after it was set. */
export const PASSWORD_MAX_AGE_DAYS = 90;
/** Ours: ten failures in a row lock the account for fifteen minutes. */
export const SIGN_IN_FAILURES_BEFORE_LOCK = 10;
export const LOCK_MINUTES = 15;

/**
 * What is wrong with a new password's form, or null when it has an upper-case letter, a
 * lower-case letter, a digit and a special character (any character that is neither a letter,
 * a digit nor a space), in any script, and at least ten characters.
 */
export function passwordFormProblem(
  password: string,
): "PASSWORD_TOO_SHORT" | "INVALID_PASSWORD_FORM" | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return "PASSWORD_TOO_SHORT";
  return hasPasswordCharacters(password) ? null : "INVALID_PASSWORD_FORM";
}

/**
 * The spec's form of every password, staff's and clients': an upper-case letter, a lower-case
 * letter, a digit and a special character (neither a letter, a digit nor a space), in any script.
 */
export function hasPasswordCharacters(password: string): boolean {
  return (
    /\p{Lu}/u.test(password) &&
    /\p{Ll}/u.test(password) &&
    /\p{Nd}/u.test(password) &&
    /[^\p{L}\p{N}\s]/u.test(password)
  );
}

/**
 * Ours: the roles that sign in with a second factor (an authenticator app's code, TOTP of
 * RFC 6238: six digits, 30 seconds, SHA-1), as the issue asks: they read the audit, manage
 * the staff and see every market.
 */
export const SECOND_FACTOR_ROLES: readonly string[] = ["ADMINISTRADOR", "GERENTE"];
/** Whether a role signs in with a second factor. */
export const needsSecondFactor = (role: string): boolean => SECOND_FACTOR_ROLES.includes(role);
/** Ours: the code must come within five minutes of the password, in at most five tries. */
export const SECOND_FACTOR_MINUTES = 5;
export const SECOND_FACTOR_ATTEMPTS = 5;
/** Ours: a password reset link works once, within thirty minutes. */
export const PASSWORD_RESET_MINUTES = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a password set at `changedAt` has expired by `now`. */
export function passwordExpired(changedAt: Date, now: Date): boolean {
  return now.getTime() - changedAt.getTime() >= PASSWORD_MAX_AGE_DAYS * DAY_MS;
}
