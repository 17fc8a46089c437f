/** Responses are cached 5 minutes (profile spec §9). */
export const RESPONSE_CACHE_MS = 5 * 60 * 1000;
