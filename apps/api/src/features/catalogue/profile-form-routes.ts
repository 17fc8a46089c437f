import { dataEnvelopeSchema } from "@qs/domain/api/envelope";
import { errorBodySchema } from "@qs/domain/api/error-body";
import { apiPaths } from "@qs/domain/api/paths";
import {
  profileFormDataSchema,
  profileFormQuerySchema,
  profileFormSubmissionSchema,
  profileFormVerdictQuerySchema,
  profileFormVerdictSchema,
} from "@qs/domain/api/profile-form-requests";
import { PROFILE_FORM_NOT_FOUND_MESSAGE } from "@qs/domain/api/reference-answers";
import { localizeLabels } from "@qs/domain/label-translations";
import type { ProfileForm, ProfileValidationSet } from "@qs/domain/profile-form";
import type { Executor } from "../../db/database";
import type { Router } from "../../http/define-route";
import { dataReply } from "../../http/envelopes";
import { fail } from "../../http/reply";
import { evaluateProfileForm } from "./evaluate-profile-form";
import { findProfileForm } from "./profile-form-reads";

async function findForm(db: Executor, countryId: number, productTypeName: string) {
  const form = await findProfileForm(db, countryId, productTypeName);
  if (!form) throw fail(404, PROFILE_FORM_NOT_FOUND_MESSAGE);
  return form;
}

/** The remote profile form and the check of a submitted form. */
export function registerProfileFormRoutes(router: Router): void {
  router.route({
    method: "get",
    path: apiPaths.profileFormForm,
    summary: "Profile form definition for a product type, with its validation rule set",
    description:
      "data.profileForm holds profileFormFields and validationScriptUrl (never a script to run: data.validation holds the declarative rules). Labels, placeholders, helpers, option labels and rule messages come in the language of `lang` (Spanish where they have no translation). forceRefresh=1 from a member of staff skips the cache.",
    tag: "Profile",
    query: profileFormQuerySchema,
    cache: "server",
    responses: {
      200: { description: "The form", schema: dataEnvelopeSchema(profileFormDataSchema) },
      404: { description: PROFILE_FORM_NOT_FOUND_MESSAGE, schema: errorBodySchema },
    },
    handler: async ({ db, query, country }) => {
      const row = await findForm(db, country.id, query.productTypeName);
      return dataReply(
        {
          profileForm: localizeLabels(row.definition as ProfileForm, query.lang),
          validation: localizeLabels(row.rules as ProfileValidationSet, query.lang),
        },
        country,
      );
    },
  });

  router.route({
    method: "post",
    path: apiPaths.profileFormData,
    summary: "Checks a submitted profile form against the rules of its form class",
    description:
      "The verdict's message comes in the language of `lang` (Spanish where it has no translation).",
    tag: "Profile",
    workLimit: "profileForm",
    query: profileFormVerdictQuerySchema,
    body: profileFormSubmissionSchema,
    responses: {
      200: { description: "The verdict", schema: dataEnvelopeSchema(profileFormVerdictSchema) },
      404: { description: PROFILE_FORM_NOT_FOUND_MESSAGE, schema: errorBodySchema },
    },
    handler: async ({ db, body, query, country }) => {
      const row = await findForm(db, country.id, body.productType.name);
      const rules = localizeLabels(row.rules as ProfileValidationSet, query.lang);
      return dataReply(evaluateProfileForm(body.form, rules), country);
    },
  });
}
