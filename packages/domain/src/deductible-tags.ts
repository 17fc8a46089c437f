/**
 * Tags encoded in deductible and top-amount names (profile spec §3, reference-data spec §5):
 * E[min-max] person age limit, EC[min-max] contracting age range, VP, M[mode],
 * P[Convenio|Libre_Eleccion|Extranjero] and EX. Tags are words of the name separated by
 * spaces, e.g. 'Deducible anual E[0-17] M[preferente] P[Convenio]'.
 */

export const NETWORK_TAGS = ["Convenio", "Libre_Eleccion", "Extranjero"] as const;
export type NetworkTag = (typeof NETWORK_TAGS)[number];

/** Deductible types: 1 standard, 4 VP, 5 EC. */
export const DEDUCTIBLE_TYPES = { standard: 1, vp: 4, ec: 5 } as const;
export type DeductibleType = (typeof DEDUCTIBLE_TYPES)[keyof typeof DEDUCTIBLE_TYPES];

export type AgeRange = { min: number; max: number };

export type DeductibleTags = {
  /** E[min-max]: age limit of the person. */
  ageRange: AgeRange | null;
  /** EC[min-max]: contracting age range. */
  contractingAgeRange: AgeRange | null;
  /** M[mode]. */
  mode: string | null;
  /** P[Convenio|Libre_Eleccion|Extranjero]. */
  network: NetworkTag | null;
  vp: boolean;
  ex: boolean;
};

export type DeductibleNameResult =
  | { ok: true; name: string; tags: DeductibleTags }
  | { ok: false; error: string };

const TAG_WITH_VALUE = /^([A-Z]+)\[([^[\]]*)\]$/;
const RANGE = /^(\d+)-(\d+)$/;

function parseRange(value: string): AgeRange | null {
  const match = RANGE.exec(value);
  if (!match) return null;
  const min = Number(match[1]);
  const max = Number(match[2]);
  return min <= max ? { min, max } : null;
}

function looksLikeTag(word: string): boolean {
  return word === "VP" || word === "EX" || word.includes("[") || word.includes("]");
}

/**
 * Splits a deductible or top-amount name into its tags and its plain name. A word that
 * looks like a tag (has brackets, or is VP/EX) but cannot be parsed, or a repeated tag,
 * makes the whole name an error.
 */
export function parseDeductibleName(fullName: string): DeductibleNameResult {
  const tags: DeductibleTags = {
    ageRange: null,
    contractingAgeRange: null,
    mode: null,
    network: null,
    vp: false,
    ex: false,
  };
  const seen = new Set<string>();
  const words: string[] = [];
  const fail = (word: string): DeductibleNameResult => ({
    ok: false,
    error: `Etiqueta inválida en el nombre "${fullName}": ${word}`,
  });

  for (const word of fullName.split(/\s+/).filter((part) => part !== "")) {
    if (!looksLikeTag(word)) {
      words.push(word);
      continue;
    }
    const match = TAG_WITH_VALUE.exec(word);
    const tag = match ? match[1]! : word;
    if (seen.has(tag)) return fail(word);
    seen.add(tag);
    const value = match ? match[2]! : null;
    if (tag === "VP" && value === null) tags.vp = true;
    else if (tag === "EX" && value === null) tags.ex = true;
    else if (tag === "E" && value !== null && parseRange(value)) tags.ageRange = parseRange(value);
    else if (tag === "EC" && value !== null && parseRange(value)) {
      tags.contractingAgeRange = parseRange(value);
    } else if (tag === "M" && value !== null && value.trim() !== "") tags.mode = value;
    else if (tag === "P" && (NETWORK_TAGS as readonly string[]).includes(value ?? "")) {
      tags.network = value as NetworkTag;
    } else return fail(word);
  }
  return { ok: true, name: words.join(" "), tags };
}

/** Deductible type from the tags: 5 with EC, 4 with VP, otherwise 1. */
export function deductibleType(tags: DeductibleTags): DeductibleType {
  if (tags.contractingAgeRange) return DEDUCTIBLE_TYPES.ec;
  if (tags.vp) return DEDUCTIBLE_TYPES.vp;
  return DEDUCTIBLE_TYPES.standard;
}
