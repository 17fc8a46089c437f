import { useRouter, useRouterState } from "@tanstack/react-router";
import { createContext, type ReactNode, useContext } from "react";

/**
 * Forms that work without JavaScript (ARCHITECTURE.md "Forms without JavaScript"): the contact
 * form and a plan's request form are sent by POST to their own page, where the site's server
 * validates them with the form's own rules, sends them to the API for the visitor and answers
 * with a redirect to the page marked `?enviado=1` (post/redirect/get: a reload sends nothing
 * again), or with the page itself, the visitor's input kept and each field's message shown.
 * Nothing the visitor typed ever travels in an address. With JavaScript the forms send as they
 * always did; the POST is what a visitor gets before the page has hydrated, or without scripts.
 */

/** The forms a page may receive by POST, as their hidden `formulario` field names them. */
export const POSTED_FORMS = {
  /** The contact form of /contacto. */
  contact: "contacto",
  /** A plan's request form, sent to the plan's Solicitar tab. */
  planRequest: "solicitud",
} as const;

export type PostedFormId = (typeof POSTED_FORMS)[keyof typeof POSTED_FORMS];

/** The hidden field that names the form a POST comes from. */
export const FORM_ID_FIELD = "formulario";

/** The address marker of a page whose form was just sent (nothing personal: only `1`). */
export const FORM_SENT_PARAM = "enviado";

/** What a form sent by POST came back with, for the one rendering that answers it. */
export interface PostedFormState {
  form: PostedFormId;
  /** The form's own fields as the visitor sent them (a ticked checkbox is 'on'; others absent). */
  fields: Record<string, string>;
  /** The Spanish message of each field that was refused. */
  errors: Record<string, string>;
  /** A message for the whole form (the API's refusal that names no field), or null. */
  message: string | null;
  /** 'invalid': the visitor's input was refused; 'failure': the API could not be reached. */
  outcome: "invalid" | "failure";
}

/** What a form's submission on the server came to: sent, or the state to render it in. */
export type PostedFormOutcome = { sent: true } | ({ sent: false } & Omit<PostedFormState, "form">);

/** A form's submission on the server: its fields as posted, judged and sent by the form's rules. */
export type PostedFormSubmit = (fields: URLSearchParams) => Promise<PostedFormOutcome>;

/** A form the page rendered on the server, with how to send it. */
export interface ServerForm {
  form: PostedFormId;
  submit: PostedFormSubmit;
}

const PostedFormContext = createContext<PostedFormState | null>(null);
const ServerFormContext = createContext<((form: ServerForm) => void) | null>(null);

/** The state of the form this page answers a POST of (null on every other rendering). */
export function PostedFormProvider({
  state,
  children,
}: {
  state: PostedFormState | null;
  children: ReactNode;
}) {
  return <PostedFormContext.Provider value={state}>{children}</PostedFormContext.Provider>;
}

/** On the server: collects the form a page renders, so a POST to the page can be sent with it. */
export function ServerFormProvider({
  onForm,
  children,
}: {
  onForm: (form: ServerForm) => void;
  children: ReactNode;
}) {
  return <ServerFormContext.Provider value={onForm}>{children}</ServerFormContext.Provider>;
}

/** The posted state of `form` on this rendering, or null. */
export function usePostedForm(form: PostedFormId): PostedFormState | null {
  const state = useContext(PostedFormContext);
  return state?.form === form ? state : null;
}

/**
 * Declares, while the server renders the page, how this form is sent when it is POSTed: the
 * component that renders the form knows what it needs (the plan, the page's language) and
 * applies the same rules as in the browser. Does nothing in the browser.
 */
export function useServerForm(form: PostedFormId, submit: PostedFormSubmit): void {
  const onServer = useContext(ServerFormContext);
  onServer?.({ form, submit });
}

/** True when the page's address says its form was just sent (`?enviado=1`). */
export function useFormSent(): boolean {
  return useRouterState({
    select: (state) => {
      const value = (state.location.search as Record<string, unknown> | undefined)?.[
        FORM_SENT_PARAM
      ];
      return value === 1 || value === "1";
    },
  });
}

/**
 * The address a form posts to: `path` (a Spanish route path; the current page when absent) in
 * the page's language, with the page's own query (a partner's iframe token stays with it) and
 * without the sent marker.
 */
export function useFormAction(path?: string): string {
  const router = useRouter();
  const location = useRouterState({ select: (state) => state.location });
  const { [FORM_SENT_PARAM]: _sent, ...search } =
    (location.search as Record<string, unknown> | undefined) ?? {};
  return router.buildLocation({ to: path ?? location.pathname, search } as never).publicHref;
}

/** A form's values as posted fields: text as typed, a ticked checkbox 'on', an unticked one absent. */
export function postedFields(values: Record<string, string | boolean>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === "string") fields[name] = value;
    else if (value) fields[name] = "on";
  }
  return fields;
}

/**
 * The idempotency key of a form sent without JavaScript: a hash of what it sends, so the same
 * form sent twice (a double click before the answer, the back button and send again) stores
 * one request. The API scopes keys to the visitor.
 */
export async function postedFormKey(form: PostedFormId, body: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(`${form}\n${JSON.stringify(body)}`);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  const hex = Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${form}-${hex}`;
}
