/**
 * The UF constant of the reference data (reference-data spec §9; profile spec §9): the
 * four markets' ids, codes and keys are `@qs/domain/market-countries`.
 */

/** UF value in CLP used when neither the indicator service nor a stored value is available. */
export const DEFAULT_UF_VALUE = 39214.8;
