import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { PageNotFound } from '../components/feedback/page-not-found';
import type { FeatureManifest, FeatureRoute } from '../lib/feature';
import { KIT_DIALOGS } from '../lib/i18n/catalogue-names';
import { withCatalogues } from '../lib/i18n/i18n';
import { BootSkeleton } from './boot-skeleton';
import { registerCatalogues } from './catalogues';
import { features } from './features';
import { ProtectedLayout } from './guards/protected-layout';
import { RequirePermission } from './guards/require-permission';
import { RouteError } from './guards/route-error';
import { LoginRoute } from './routes/login';

const pages = (features as readonly FeatureManifest[]).flatMap((feature) =>
  (feature.routes ?? []).map((route) => withCatalogue(feature, route)),
);

/**
 * A page whose code arrives with its feature's messages in the current language, so it never shows without them; and,
 * unless it takes them on use (`kitDialogsOnUse`: the dashboard), with the kit dialogs' messages, so that a receipt,
 * the member picker or an image upload on it never shows blank while they come.
 */
function withCatalogue(feature: FeatureManifest, route: FeatureRoute): FeatureRoute {
  const { lazy } = route;
  if (!lazy) return route;
  const catalogues = [...(feature.messages ? [feature.name] : []), ...(route.kitDialogsOnUse ? [] : [KIT_DIALOGS])];
  if (catalogues.length === 0) return route;
  return {
    ...route,
    lazy: () => withCatalogues(lazy, catalogues),
  };
}

/** A feature's page as a route; one with a permission flag shows Access Denied without it. */
function routeOf({ path, index, permission, lazy, element }: FeatureRoute): RouteObject {
  const route: RouteObject = index ? { index: true, lazy, element } : { path, lazy, element };
  return permission ? { element: <RequirePermission flag={permission} />, children: [route] } : route;
}

/**
 * The spec's route table (section 2), from the features' pages. /login and the standalone pages (/fix-admin) stand
 * alone; everything else needs a session and sits in the shell. Real pages are loaded lazily, so the login screen
 * and the dashboard download only their own code.
 */
export const routes: RouteObject[] = [
  {
    HydrateFallback: BootSkeleton,
    children: [
      { path: '/login', Component: LoginRoute },
      ...pages.filter((page) => page.standalone).map(routeOf),
      {
        Component: ProtectedLayout,
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              ...pages.filter((page) => !page.standalone).map(routeOf),
              { path: '*', Component: PageNotFound },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * The app's router. It starts the first navigation as soon as it exists (a deep link to a feature's page loads that
 * page with its catalogue), so the catalogues are registered first: main.tsx's own code runs only after app.tsx,
 * which creates the router when it is imported.
 */
export function createAppRouter() {
  registerCatalogues();
  return createBrowserRouter(routes);
}
