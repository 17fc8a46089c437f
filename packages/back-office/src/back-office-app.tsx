import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  redirect,
  useNavigate,
} from "@tanstack/react-router";
import { createContext, useContext, useMemo, useState } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { z } from "zod";
import { AuditPage } from "./audit-page";
import { StaffApiProvider, sessionQuery, useSession, useStaffApi } from "./back-office-context";
import { BackOfficeLayout } from "./back-office-layout";
import { ChatConsolePage } from "./chat-console-page";
import { InboxPage } from "./inbox-page";
import { inboxSearchSchema } from "./inbox-search";
import { LeadPage } from "./lead-page";
import { MailPage } from "./mail-page";
import { OrdersPage } from "./orders-page";
import { PartnersPage } from "./partners-page";
import { PoliciesPage } from "./policies-page";
import { PolicyPage } from "./policy-page";
import { SignInPage } from "./sign-in-page";
import { StaffAccountsPage } from "./staff-accounts-page";
import { type StaffApi, StaffApiError } from "./staff-api";
import { BACK_OFFICE_LANGUAGES, type BackOfficeLanguage, createBackOfficeI18n } from "./texts";

/**
 * The back office as one app: its routes (`/ingresar`, `/restablecer`, `/solicitudes`, `/solicitudes/{id}`,
 * `/chat`, `/pedidos`, `/polizas`, `/polizas/{id}`, `/correos`, `/socios`, `/auditoria`,
 * `/personal`),
 * the session every signed-in page needs (without one, the page sends to `/ingresar` and
 * back once signed in), and a session that ends while working (a 401 on any call) sending to
 * `/ingresar` again.
 */

interface RouterContext {
  api: StaffApi;
  queryClient: QueryClient;
}

/** Only a path of this app: never another site (`//evil.example`) after signing in. */
const nextSchema = z
  .string()
  .regex(/^\/(?!\/)[^\s\\]*$/)
  .optional()
  .catch(undefined);

function buildRouter(api: StaffApi, queryClient: QueryClient) {
  const root = createRootRouteWithContext<RouterContext>()({ component: Outlet });

  const signIn = createRoute({
    getParentRoute: () => root,
    path: "/ingresar",
    validateSearch: z.object({ next: nextSchema }),
    component: function SignInRoute() {
      const navigate = useNavigate();
      const { next } = signIn.useSearch();
      return (
        <SignInPage
          onSignedIn={(session) => {
            queryClient.setQueryData(sessionQuery(api).queryKey, session);
            void navigate({ to: next ?? "/solicitudes" });
          }}
        />
      );
    },
  });

  const reset = createRoute({
    getParentRoute: () => root,
    path: "/restablecer",
    component: function ResetRoute() {
      const navigate = useNavigate();
      const token = useFragmentCode();
      return (
        <SignInPage
          initialMode="reset"
          resetToken={token}
          onSignedIn={(session) => {
            queryClient.setQueryData(sessionQuery(api).queryKey, session);
            void navigate({ to: "/solicitudes" });
          }}
        />
      );
    },
  });

  const signedIn = createRoute({
    getParentRoute: () => root,
    id: "signed-in",
    beforeLoad: async ({ context, location }) => {
      try {
        await context.queryClient.ensureQueryData(sessionQuery(context.api));
      } catch (error) {
        if (error instanceof StaffApiError && error.status === 401) {
          throw redirect({ to: "/ingresar", search: { next: location.href } });
        }
        throw error;
      }
    },
    component: function SignedIn() {
      const navigate = useNavigate();
      const staffApi = useStaffApi();
      const session = useSession();
      const { language, onLanguage } = useContext(LanguageContext);
      return (
        <BackOfficeLayout
          language={language}
          onLanguage={onLanguage}
          onNavigate={(section) => void navigate({ to: section, search: {} })}
          onSignOut={async () => {
            await staffApi.signOut(session.csrfToken).catch(() => undefined);
            queryClient.clear();
            void navigate({ to: "/ingresar" });
          }}
        >
          <Outlet />
        </BackOfficeLayout>
      );
    },
  });

  const home = createRoute({
    getParentRoute: () => signedIn,
    path: "/",
    beforeLoad: () => {
      throw redirect({ to: "/solicitudes" });
    },
  });

  const inbox = createRoute({
    getParentRoute: () => signedIn,
    path: "/solicitudes",
    validateSearch: inboxSearchSchema,
    component: function InboxRoute() {
      const navigate = useNavigate();
      return (
        <InboxPage
          search={inbox.useSearch()}
          onSearchChange={(search) => void navigate({ to: "/solicitudes", search })}
          onOpen={(id) => void navigate({ to: "/solicitudes/$id", params: { id } })}
        />
      );
    },
  });

  const lead = createRoute({
    getParentRoute: () => signedIn,
    path: "/solicitudes/$id",
    component: function LeadRoute() {
      const navigate = useNavigate();
      const { id } = lead.useParams();
      return <LeadPage id={id} onBack={() => void navigate({ to: "/solicitudes" })} />;
    },
  });

  const chat = createRoute({
    getParentRoute: () => signedIn,
    path: "/chat",
    validateSearch: z.object({ c: z.uuid().optional().catch(undefined) }),
    component: function ChatRoute() {
      const navigate = useNavigate();
      const { c } = chat.useSearch();
      return (
        <ChatConsolePage
          selected={c}
          onSelect={(id) => void navigate({ to: "/chat", search: { c: id } })}
        />
      );
    },
  });

  const audit = createRoute({
    getParentRoute: () => signedIn,
    path: "/auditoria",
    validateSearch: z.object({
      member: z.email().optional().catch(undefined),
      from: z.iso.datetime({ offset: true }).optional().catch(undefined),
      to: z.iso.datetime({ offset: true }).optional().catch(undefined),
      page: z.coerce.number().int().positive().optional().catch(undefined),
    }),
    component: function AuditRoute() {
      const navigate = useNavigate();
      return (
        <AuditPage
          query={audit.useSearch()}
          onQueryChange={(search) => void navigate({ to: "/auditoria", search })}
        />
      );
    },
  });

  const ordersRoute = createRoute({
    getParentRoute: () => signedIn,
    path: "/pedidos",
    validateSearch: z.object({
      state: z.enum(["OK", "PENDING"]).optional().catch(undefined),
      page: z.coerce.number().int().positive().optional().catch(undefined),
    }),
    component: function OrdersRoute() {
      const navigate = useNavigate();
      return (
        <OrdersPage
          query={ordersRoute.useSearch()}
          onQueryChange={(search) => void navigate({ to: "/pedidos", search })}
          onOpenLead={(id) => void navigate({ to: "/solicitudes/$id", params: { id } })}
          onOpenPolicy={(id) => void navigate({ to: "/polizas/$id", params: { id } })}
        />
      );
    },
  });

  const policiesRoute = createRoute({
    getParentRoute: () => signedIn,
    path: "/polizas",
    validateSearch: z.object({
      movimientos: z.enum(["pendientes"]).optional().catch(undefined),
      page: z.coerce.number().int().positive().optional().catch(undefined),
    }),
    component: function PoliciesRoute() {
      const navigate = useNavigate();
      return (
        <PoliciesPage
          query={policiesRoute.useSearch()}
          onQueryChange={(search) => void navigate({ to: "/polizas", search })}
          onOpen={(id) => void navigate({ to: "/polizas/$id", params: { id } })}
        />
      );
    },
  });

  const policyRoute = createRoute({
    getParentRoute: () => signedIn,
    path: "/polizas/$id",
    component: function PolicyRoute() {
      const navigate = useNavigate();
      const { id } = policyRoute.useParams();
      return <PolicyPage id={id} onBack={() => void navigate({ to: "/polizas" })} />;
    },
  });

  const mailRoute = createRoute({
    getParentRoute: () => signedIn,
    path: "/correos",
    validateSearch: z.object({ to: z.email().optional().catch(undefined) }),
    component: function MailRoute() {
      const navigate = useNavigate();
      return (
        <MailPage
          to={mailRoute.useSearch().to}
          onSearch={(to) => void navigate({ to: "/correos", search: { to } })}
        />
      );
    },
  });

  const partnersRoute = createRoute({
    getParentRoute: () => signedIn,
    path: "/socios",
    component: PartnersPage,
  });

  const staffAccounts = createRoute({
    getParentRoute: () => signedIn,
    path: "/personal",
    component: StaffAccountsPage,
  });

  const routeTree = root.addChildren([
    signIn,
    reset,
    signedIn.addChildren([
      home,
      inbox,
      lead,
      chat,
      ordersRoute,
      policiesRoute,
      policyRoute,
      mailRoute,
      partnersRoute,
      audit,
      staffAccounts,
    ]),
  ]);
  return createRouter({
    routeTree,
    context: { api, queryClient },
    defaultNotFoundComponent: NotFound,
  });
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <main id="contenido" className="qs-bo-page">
      <p>{t("lead.notFound")}</p>
      <a href="/solicitudes">{t("lead.back")}</a>
    </main>
  );
}

/** The language chosen, and how to choose another (kept in the browser). */
const LanguageContext = createContext<{
  language: BackOfficeLanguage;
  onLanguage: (language: BackOfficeLanguage) => void;
}>({ language: "es", onLanguage: () => undefined });

/**
 * The code an e-mailed link carries in its fragment (`#codigo=`: never sent to a server). It
 * leaves the address at once, so it is not kept in the history or shown over a shoulder.
 */
export function useFragmentCode(): string | null {
  const [code] = useState(() => {
    if (typeof window === "undefined") return null;
    const found = /(?:^#|&)codigo=([A-Za-z0-9_-]+)/.exec(window.location.hash)?.[1] ?? null;
    if (found) window.history.replaceState(null, "", window.location.pathname);
    return found;
  });
  return code;
}

/**
 * The query cache of the back office and of the portal: `ended` hears every failed call (a
 * 401 sends to sign-in); a refusal (4xx) is an answer, never asked again.
 */
export function appQueryClient(ended: (error: unknown) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: ended }),
    mutationCache: new MutationCache({ onError: ended }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          !(error instanceof StaffApiError && error.status >= 400 && error.status < 500) &&
          failures < 2,
      },
    },
  });
}

/** Reads the language kept in the browser, if it is one of ours. */
export function storedLanguage(storageKey: string): BackOfficeLanguage {
  try {
    const value = globalThis.localStorage?.getItem(storageKey);
    return BACK_OFFICE_LANGUAGES.find((each) => each === value) ?? "es";
  } catch {
    return "es";
  }
}

export function BackOfficeApp({
  api,
  languageStorageKey,
}: {
  api: StaffApi;
  /** Where the chosen language is kept in the browser. */
  languageStorageKey: string;
}) {
  const [language, setLanguage] = useState(() => storedLanguage(languageStorageKey));
  const i18n = useMemo(() => createBackOfficeI18n(language), [language]);
  const [queryClient] = useState(() => {
    // A session that ended (401 on any call) sends to the sign-in page; it comes back after.
    const ended = (error: unknown) => {
      if (!(error instanceof StaffApiError) || error.status !== 401) return;
      if (window.location.pathname === "/ingresar") return;
      client.removeQueries({ queryKey: sessionQuery(api).queryKey });
      void router.navigate({
        to: "/ingresar",
        search: { next: `${window.location.pathname}${window.location.search}` },
      });
    };
    const client = appQueryClient(ended);
    return client;
  });
  const languageChoice = {
    language,
    onLanguage: (next: BackOfficeLanguage) => {
      try {
        globalThis.localStorage?.setItem(languageStorageKey, next);
      } catch {
        // Storage refused (private mode): the choice lasts for this page only.
      }
      document.documentElement.lang = next;
      setLanguage(next);
    },
  };
  const [router] = useState(() => buildRouter(api, queryClient));
  return (
    <LanguageContext.Provider value={languageChoice}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <StaffApiProvider api={api}>
            <RouterProvider router={router} />
          </StaffApiProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </LanguageContext.Provider>
  );
}
