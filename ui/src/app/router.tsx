import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import type { PermissionFlag } from '@gym/kernel/permissions/permissions';
import { NotAvailable } from '../components/feedback/not-available';
import { PageNotFound } from '../components/feedback/page-not-found';
import { BootSkeleton } from './boot-skeleton';
import { ProtectedLayout } from './guards/protected-layout';
import { RequirePermission } from './guards/require-permission';
import { RouteError } from './guards/route-error';
import { LoginRoute } from './routes/login';

/** Pages of areas built by later issues: their heading and "not available yet", never invented data. */
const later = (path: string, title: string): RouteObject => ({ path, element: <NotAvailable title={title} /> });

const guarded = (flag: PermissionFlag, children: RouteObject[]): RouteObject => ({
  element: <RequirePermission flag={flag} />,
  children,
});

/**
 * The spec's route table (section 2). /login and /fix-admin stand alone; everything else needs a session and sits in
 * the shell; routes with a permission flag show Access Denied without it. Real pages are loaded lazily, so the login
 * screen and the dashboard download only their own code.
 */
export const routes: RouteObject[] = [
  {
    HydrateFallback: BootSkeleton,
    children: [
      { path: '/login', Component: LoginRoute },
      { path: '/fix-admin', lazy: () => import('./routes/fix-admin') },
      {
        Component: ProtectedLayout,
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              { index: true, lazy: () => import('./routes/dashboard') },
              later('ai-fitness', 'AI Fitness Advisor'),
              later('test-refund', 'Refund Test'),
              guarded('canViewMembers', [
                { path: 'members', lazy: () => import('./routes/members') },
                { path: 'members/quick', lazy: () => import('./routes/members-quick') },
                { path: 'members/quick-v2', lazy: () => import('./routes/members-quick-v2') },
                { path: 'members/fixed', lazy: () => import('./routes/members-table') },
                { path: 'check-in', lazy: () => import('./routes/check-in') },
              ]),
              // Before members/:id, so "add" is not read as a member id.
              guarded('canEditMembers', [{ path: 'members/add', lazy: () => import('./routes/member-add') }]),
              guarded('canViewMembers', [{ path: 'members/:id', lazy: () => import('./routes/member-detail') }]),
              guarded('canViewFinancials', [
                { path: 'billing', lazy: () => import('./routes/billing') },
                later('expenses', 'Expenses'),
                later('petty-cash', 'Petty Cash'),
                later('supplements', 'Supplement Sales'),
              ]),
              guarded('canViewPT', [{ path: 'personal-training', lazy: () => import('./routes/personal-training') }]),
              guarded('canViewStaff', [later('staff', 'Leave Management'), later('staff-salaries', 'Staff Salaries')]),
              guarded('canViewFingerprint', [later('fingerprint', 'Fingerprint')]),
              guarded('canViewMarketing', [later('marketing', 'Marketing')]),
              guarded('canManageSettings', [
                { path: 'settings', lazy: () => import('./routes/settings') },
                { path: 'roles-management', lazy: () => import('./routes/roles-management') },
              ]),
              { path: '*', Component: PageNotFound },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
