import type { ClientSession } from "@qs/domain/api/portal";
import { Button } from "@qs/ui/button";
import { type QueryClient, QueryClientProvider, useQueryClient } from "@tanstack/react-query";
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  redirect,
  useNavigate,
} from "@tanstack/react-router";
import { type ReactNode, useMemo, useState } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { appQueryClient, storedLanguage, useFragmentCode } from "../back-office-app";
import { LanguageSelect } from "../back-office-layout";
import { StaffApiError } from "../staff-api";
import { type BackOfficeLanguage, createBackOfficeI18n } from "../texts";
import { AccountsPage } from "./accounts-page";
import { PoliciesPage, PolicyPage } from "./policy-pages";
import type { PortalApi } from "./portal-api";
import {
  clientSessionQuery,
  PortalApiProvider,
  useClientCan,
  useClientSession,
  usePortalApi,
} from "./portal-context";
import { PortalSignIn } from "./portal-sign-in";
import { ReferralsPage, ReferrerAccessPage } from "./referrals-page";
import { UninsuredPage } from "./uninsured-page";

/**
 * The clients' portal as one app under `/portal`, served by the back office's server beside
 * the staff's pages: `/portal/ingresar`, `/portal/contrasena` (the e-mailed link), `/portal`
 * (the account's policies), `/portal/polizas/{id}`, `/portal/no-asegurados` (the people the
 * companies insure no more, for whoever holds `employee:read-uninsured`), `/portal/referidos`
 * (a referrer's requests, their home when they read no policies), `/portal/referidores` (a
 * referral advisor asks for access) and, for a company's administrator, `/portal/cuentas` (the
 * company's accounts). Its session is the client's own cookie,
 * never a member of staff's; without one a page sends to `/portal/ingresar`.
 */

interface RouterContext {
  api: PortalApi;
  queryClient: QueryClient;
}

function PortalFrame({
  language,
  onLanguage,
  children,
}: {
  language: BackOfficeLanguage;
  onLanguage: (language: BackOfficeLanguage) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const session = useClientSession();
  const api = usePortalApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const canManage = useClientCan("client-user:manage");
  const canUninsured = useClientCan("employee:read-uninsured");
  const canPolicies = useClientCan("policy:read");
  const canReferrals = useClientCan("referral:read");
  return (
    <div className="qs-bo">
      <a className="qs-bo-skip" href="#contenido">
        {t("skip")}
      </a>
      <header className="qs-bo-header">
        <p className="qs-bo-brand">{t("portal.product")}</p>
        <nav aria-label={t("portal.product")}>
          {canPolicies && (
            <a
              href="/portal"
              onClick={(event) => {
                event.preventDefault();
                void navigate({ to: "/" });
              }}
            >
              {t("portal.navPolicies")}
            </a>
          )}
          {canReferrals && (
            <a
              href={canPolicies ? "/portal/referidos" : "/portal"}
              onClick={(event) => {
                event.preventDefault();
                void navigate({ to: canPolicies ? "/referidos" : "/" });
              }}
            >
              {t("portal.navReferrals")}
            </a>
          )}
          {canUninsured && (
            <a
              href="/portal/no-asegurados"
              onClick={(event) => {
                event.preventDefault();
                void navigate({ to: "/no-asegurados" });
              }}
            >
              {t("portal.navUninsured")}
            </a>
          )}
          {canManage && (
            <a
              href="/portal/cuentas"
              onClick={(event) => {
                event.preventDefault();
                void navigate({ to: "/cuentas" });
              }}
            >
              {t("portal.navAccounts")}
            </a>
          )}
        </nav>
        <p className="qs-bo-who">
          {session.account.name}
          {session.account.company ? ` · ${session.account.company.name}` : ""}
        </p>
        <LanguageSelect language={language} onLanguage={onLanguage} />
        <Button
          variant="secondary"
          onClick={async () => {
            await api.signOut(session.csrfToken).catch(() => undefined);
            queryClient.clear();
            void navigate({ to: "/ingresar" });
          }}
        >
          {t("portal.signOut")}
        </Button>
      </header>
      {children}
    </div>
  );
}

function buildRouter(
  api: PortalApi,
  queryClient: QueryClient,
  languageChoice: {
    language: () => BackOfficeLanguage;
    onLanguage: (next: BackOfficeLanguage) => void;
  },
) {
  const root = createRootRouteWithContext<RouterContext>()({ component: Outlet });
  const signedInWith = (session: ClientSession) =>
    queryClient.setQueryData(clientSessionQuery(api).queryKey, session);

  const signIn = createRoute({
    getParentRoute: () => root,
    path: "/ingresar",
    component: function SignInRoute() {
      const navigate = useNavigate();
      return (
        <PortalSignIn
          onSignedIn={(session) => {
            signedInWith(session);
            void navigate({ to: "/" });
          }}
          onReferrer={() => void navigate({ to: "/referidores" })}
        />
      );
    },
  });

  const referrerAccess = createRoute({
    getParentRoute: () => root,
    path: "/referidores",
    component: function ReferrerAccessRoute() {
      const navigate = useNavigate();
      return <ReferrerAccessPage onSignIn={() => void navigate({ to: "/ingresar" })} />;
    },
  });

  const setPassword = createRoute({
    getParentRoute: () => root,
    path: "/contrasena",
    component: function SetPasswordRoute() {
      const navigate = useNavigate();
      const token = useFragmentCode();
      return (
        <PortalSignIn
          token={token}
          onSignedIn={(session) => {
            signedInWith(session);
            void navigate({ to: "/" });
          }}
        />
      );
    },
  });

  const signedIn = createRoute({
    getParentRoute: () => root,
    id: "signed-in",
    beforeLoad: async ({ context }) => {
      try {
        await context.queryClient.ensureQueryData(clientSessionQuery(context.api));
      } catch (error) {
        if (error instanceof StaffApiError && error.status === 401) {
          throw redirect({ to: "/ingresar" });
        }
        throw error;
      }
    },
    component: function SignedIn() {
      const [language, setLanguage] = useState(languageChoice.language);
      return (
        <PortalFrame
          language={language}
          onLanguage={(next) => {
            setLanguage(next);
            languageChoice.onLanguage(next);
          }}
        >
          <Outlet />
        </PortalFrame>
      );
    },
  });

  const policies = createRoute({
    getParentRoute: () => signedIn,
    path: "/",
    component: function HomeRoute() {
      const navigate = useNavigate();
      // A referrer reads no policies: their home is the requests that named them.
      const canPolicies = useClientCan("policy:read");
      const canReferrals = useClientCan("referral:read");
      if (!canPolicies && canReferrals) return <ReferralsPage />;
      return (
        <PoliciesPage onOpen={(id) => void navigate({ to: "/polizas/$id", params: { id } })} />
      );
    },
  });

  const referrals = createRoute({
    getParentRoute: () => signedIn,
    path: "/referidos",
    component: ReferralsPage,
  });

  const policy = createRoute({
    getParentRoute: () => signedIn,
    path: "/polizas/$id",
    component: function PolicyRoute() {
      const navigate = useNavigate();
      const { id } = policy.useParams();
      return <PolicyPage id={id} onBack={() => void navigate({ to: "/" })} />;
    },
  });

  const uninsured = createRoute({
    getParentRoute: () => signedIn,
    path: "/no-asegurados",
    component: function UninsuredRoute() {
      const navigate = useNavigate();
      return (
        <UninsuredPage
          onOpenPolicy={(id) => void navigate({ to: "/polizas/$id", params: { id } })}
        />
      );
    },
  });

  const accounts = createRoute({
    getParentRoute: () => signedIn,
    path: "/cuentas",
    component: AccountsPage,
  });

  return createRouter({
    routeTree: root.addChildren([
      signIn,
      referrerAccess,
      setPassword,
      signedIn.addChildren([policies, policy, uninsured, referrals, accounts]),
    ]),
    basepath: "/portal",
    context: { api, queryClient },
  });
}

export function PortalApp({
  api,
  languageStorageKey,
}: {
  api: PortalApi;
  /** Where the chosen language is kept in the browser. */
  languageStorageKey: string;
}) {
  const [language, setLanguage] = useState(() => storedLanguage(languageStorageKey));
  const i18n = useMemo(() => createBackOfficeI18n(language), [language]);
  const [queryClient] = useState(() =>
    appQueryClient((error) => {
      // A session that ended (401 on any call) sends to the sign-in page.
      if (!(error instanceof StaffApiError) || error.status !== 401) return;
      queryClient.removeQueries({ queryKey: clientSessionQuery(api).queryKey });
      void router.navigate({ to: "/ingresar" });
    }),
  );
  const [router] = useState(() =>
    buildRouter(api, queryClient, {
      language: () => language,
      onLanguage: (next) => {
        try {
          globalThis.localStorage?.setItem(languageStorageKey, next);
        } catch {
          // Storage refused (private mode): the choice lasts for this page only.
        }
        document.documentElement.lang = next;
        setLanguage(next);
      },
    }),
  );
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <PortalApiProvider api={api}>
          <RouterProvider router={router} />
        </PortalApiProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
