import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import type { PermissionFlag } from '@gym/events/accounts/permissions';
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
                later('members', 'Members'),
                later('members/quick', 'Quick Add Members'),
                later('members/quick-v2', 'Quick Members'),
                later('members/fixed', 'Members Table'),
                later('members/:id', 'Member Details'),
                later('check-in', 'Check-In'),
              ]),
              guarded('canEditMembers', [later('members/add', 'Add Member')]),
              guarded('canViewFinancials', [
                later('billing', 'Billing'),
                later('expenses', 'Expenses'),
                later('petty-cash', 'Petty Cash'),
                later('supplements', 'Supplement Sales'),
              ]),
              guarded('canViewPT', [later('personal-training', 'Personal Training')]),
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
