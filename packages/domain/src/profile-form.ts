/**
 * The remote profile form definition (profile spec §3 "Form field definition",
 * §7 GET /api/profile-form/form) and the rules that validate a submitted form.
 *
 * Why the validation is declarative: the form answer names a remote
 * validation script (validationScriptUrl) that the page would download and run.
 * Running JavaScript fetched at run time means any change or compromise of that
 * file executes with the site's full rights (profile, referral and request data),
 * cannot be reviewed or tested with the site, and breaks a strict Content
 * Security Policy. The site therefore never evaluates remote code: each form
 * class has a rule set made of the plain data below (which fields are required,
 * numeric minimums, forbidden values such as 'notengo', age ranges), checked by
 * the site's own code. validationScriptUrl is still parsed so old answers stay
 * valid, but it is never loaded.
 */
import { z } from "zod";
import { labelTranslationsSchema } from "./label-translations";

/*
 * The texts of a form and of its rules (labels, placeholders, helpers, option labels, messages)
 * are stored in Spanish with their English and Portuguese beside them (`translations`, see
 * `label-translations`); the API answers the request's language and drops the translations.
 */

export const allowedValueSchema = z.looseObject({
  value: z.union([z.string(), z.number(), z.boolean()]),
  label: z.string(),
  translations: labelTranslationsSchema.optional(),
});
export type AllowedValue = z.infer<typeof allowedValueSchema>;

export const fieldTypeSchema = z.looseObject({
  /** Kind of control (select, input, toggle...). */
  fldType: z.string(),
  /** HTML input type (text, number, email...). */
  htmlType: z.string().nullish(),
});

/** One control of a form field (cotizante_sexo, cargas_edad, mascota_raza...). */
export const profileFormElementSchema = z.looseObject({
  fldName: z.string(),
  label: z.string().nullish(),
  placeholder: z.string().nullish(),
  mask: z.string().nullish(),
  helper: z.string().nullish(),
  allowedValues: z.array(allowedValueSchema).nullish(),
  defaultValue: z.union([z.string(), z.number(), z.boolean()]).nullish(),
  dataType: z.string().nullish(),
  /** Name of a lookup that fills allowedValues (regions, countries...). */
  retrieveFunction: z.string().nullish(),
  /** Condition, by name, under which the element is hidden; kept as data, never evaluated as code. */
  hideExpression: z.string().nullish(),
  changeAction: z.string().nullish(),
  groupClass: z.string().nullish(),
  translations: labelTranslationsSchema.optional(),
});
export type ProfileFormElement = z.infer<typeof profileFormElementSchema>;

/** A field of the remote form: a group of elements (cotizante, titular, cargas, mascota...). */
export const profileFormFieldSchema = z.looseObject({
  fldName: z.string(),
  groupedBy: z.string().nullish(),
  wrapper: z.string().nullish(),
  /** Repeatable group (dependants, pets). */
  isMultiple: z.boolean().nullish(),
  fieldType: fieldTypeSchema.nullish(),
  elements: z.array(profileFormElementSchema).default([]),
});
export type ProfileFormField = z.infer<typeof profileFormFieldSchema>;

export const profileFormSchema = z.looseObject({
  profileFormFields: z.array(profileFormFieldSchema),
  /** Address of the legacy validation script; parsed, never loaded. */
  validationScriptUrl: z.string().nullish(),
  /** Form class name; selects the validation rule set. */
  formClass: z.string().nullish(),
});
export type ProfileForm = z.infer<typeof profileFormSchema>;

/** Message used when a required-fields rule fails; {list} is replaced by the missing fields. */
export const missingFieldsMessage = "No se ingresaron los siguientes campos: {list}";

/** At least one of the listed fields must be filled. */
export const requiredRuleSchema = z.object({
  kind: z.literal("required"),
  fields: z.array(z.string().min(1)).min(1),
  message: z.string().default(missingFieldsMessage),
  translations: labelTranslationsSchema.optional(),
});

/** A numeric field (thousand separators stripped) must be at least `min`. */
export const minNumberRuleSchema = z.object({
  kind: z.literal("minNumber"),
  field: z.string().min(1),
  min: z.number(),
  message: z.string().min(1),
  translations: labelTranslationsSchema.optional(),
});

/** A field, or any select when field is '*', must not hold `value` (for example 'notengo'). */
export const forbiddenValueRuleSchema = z.object({
  kind: z.literal("forbiddenValue"),
  field: z.string().min(1),
  value: z.string(),
  message: z.string().min(1),
  translations: labelTranslationsSchema.optional(),
});

/** Filling any of the fields counts as data entered (sets ingresodatos when marksDataEntered). */
export const anyOfRuleSchema = z.object({
  kind: z.literal("anyOf"),
  fields: z.array(z.string().min(1)).min(1),
  marksDataEntered: z.boolean().default(false),
  message: z.string().nullish(),
  translations: labelTranslationsSchema.optional(),
});

/** Every value of an age field (a name containing edad) must lie within min and max inclusive. */
export const ageRangeRuleSchema = z
  .object({
    kind: z.literal("ageRange"),
    field: z.string().min(1),
    min: z.number().int().nonnegative(),
    max: z.number().int().nonnegative(),
    message: z.string().min(1),
    translations: labelTranslationsSchema.optional(),
  })
  .refine((rule) => rule.min <= rule.max, { message: "min must not exceed max", path: ["max"] });

/** An empty field takes this value on submit (empty cotizante_sexo becomes Masculino). */
export const defaultValueRuleSchema = z.object({
  kind: z.literal("defaultValue"),
  field: z.string().min(1),
  value: z.union([z.string(), z.number(), z.boolean()]),
});

export const profileValidationRuleSchema = z.discriminatedUnion("kind", [
  requiredRuleSchema,
  minNumberRuleSchema,
  forbiddenValueRuleSchema,
  anyOfRuleSchema,
  ageRangeRuleSchema,
  defaultValueRuleSchema,
]);
export type ProfileValidationRule = z.infer<typeof profileValidationRuleSchema>;

/** Message shown when a profile fails validation and the rule gives none. */
export const invalidProfileMessage = "Perfil inválido";

/** The rules of one form class. */
export const profileValidationSetSchema = z.object({
  formClass: z.string().min(1),
  rules: z.array(profileValidationRuleSchema),
  invalidMessage: z.string().min(1).default(invalidProfileMessage),
  translations: labelTranslationsSchema.optional(),
});
export type ProfileValidationSet = z.infer<typeof profileValidationSetSchema>;
