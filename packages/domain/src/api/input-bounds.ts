/**
 * The longest values the API accepts, one place for every request schema. An e-mail
 * address cannot be longer than 254 characters (RFC 5321's path limit); the rest are
 * generous for what a visitor types and small enough that nobody stores a novel.
 */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 120;
export const MAX_PHONE_LENGTH = 30;
export const MAX_COMMENT_LENGTH = 2000;
