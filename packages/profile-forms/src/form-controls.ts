import type { AllowedValue, ProfileFormElement } from "@qs/domain/profile-form";
import type { FormRow, FormValue } from "./form-values";

/**
 * How the renderer reads the element properties of the remote definition (profile spec §3
 * "Form field definition"). hideExpression and changeAction are names looked up in the
 * tables below, never code to evaluate.
 */

/** Named conditions under which an element is hidden. */
export const HIDE_CONDITIONS: Record<string, (values: Record<string, FormValue>) => boolean> = {
  /** Partner fields hide until the 'pareja' toggle is on. */
  sinPareja: (values) => values.enPareja !== true,
  /** Maternity hides for a male policyholder (an empty sex counts as Masculino). */
  cotizanteMasculino: (values) => (values.cotizante_sexo ?? "Masculino") === "Masculino",
};

export function isHidden(element: ProfileFormElement, values: Record<string, FormValue>): boolean {
  const condition = element.hideExpression ? HIDE_CONDITIONS[element.hideExpression] : undefined;
  return condition ? condition(values) : false;
}

/**
 * A typed value shaped by the element's mask: a mask with dots ('0.000', '000.000.000')
 * groups the digits with thousand dots; a mask of zeros keeps at most that many digits.
 */
export function applyMask(mask: string | null | undefined, text: string): string {
  if (!mask || !/^[0.]+$/.test(mask)) return text;
  const digits = text.replace(/\D/g, "").slice(0, mask.replace(/\./g, "").length);
  if (!mask.includes(".")) return digits;
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

/**
 * The species a breed option belongs to: its `species` (the value of the species select, as
 * the catalogue stores it) or, in a definition without it, the Spanish '(perro)' / '(gato)' of
 * its label. Undefined for an option of any species (Mestizo, Otra raza).
 */
function speciesOf(option: AllowedValue): string | undefined {
  if (typeof option.species === "string") return option.species;
  return /\((perro|gato)\)/i.exec(option.label)?.[1];
}

/** The options of a select: allowedValues, narrowed by a 'cargarRazas' species choice. */
export function optionsOf(
  element: ProfileFormElement,
  row: FormRow | Record<string, FormValue>,
  lookups: Record<string, AllowedValue[]> = {},
): AllowedValue[] | null {
  const options =
    element.allowedValues ??
    (element.retrieveFunction ? (lookups[element.retrieveFunction] ?? null) : null);
  if (!options) return null;
  if (element.fldName === "mascota_raza" && typeof row.mascota_tipo === "string") {
    const chosen = row.mascota_tipo.toLowerCase();
    return options.filter((option) => {
      const species = speciesOf(option);
      return species === undefined || species.toLowerCase() === chosen;
    });
  }
  return options;
}

export type ControlKind = "select" | "toggle" | "number" | "text";

export function controlKind(
  element: ProfileFormElement,
  lookups: Record<string, AllowedValue[]> = {},
): ControlKind {
  if (element.allowedValues || (element.retrieveFunction && lookups[element.retrieveFunction])) {
    return "select";
  }
  if (element.dataType === "boolean") return "toggle";
  if (element.dataType === "number") return "number";
  return "text";
}
