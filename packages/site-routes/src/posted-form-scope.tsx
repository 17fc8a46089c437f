import { PostedFormProvider, type PostedFormState } from "@qs/ui/posted-form";
import { useQueryClient } from "@tanstack/react-query";
import { useRouterState } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";

/**
 * Where the state of a form POSTed to the page lives in the query cache: the server's renderer
 * puts it there for the one rendering that answers the POST, and the cache travels with the
 * page, so the browser hydrates the form with the same values and messages.
 */
export const POSTED_FORM_QUERY_KEY = ["posted-form"] as const;

/**
 * Hands the posted form's state (if this page answers a POST) to the form, on the server and
 * when the browser hydrates the page; once the visitor moves to another address it is gone, so
 * coming back shows the form as usual.
 */
export function PostedFormScope({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const href = useRouterState({ select: (state) => state.location.href });
  const [posted, setPosted] = useState(() => ({
    href,
    state: queryClient.getQueryData<PostedFormState>(POSTED_FORM_QUERY_KEY) ?? null,
  }));
  if (posted.state && posted.href !== href) setPosted({ href, state: null });
  const state = posted.href === href ? posted.state : null;
  return <PostedFormProvider state={state}>{children}</PostedFormProvider>;
}
