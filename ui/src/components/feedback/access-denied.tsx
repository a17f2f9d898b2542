import { ShieldAlert } from 'lucide-react';

/** Spec section 2: a signed-in user without the route's permission (or any 403 answer) sees this. */
export function AccessDenied() {
  return (
    <section className="mx-auto max-w-xl rounded-lg border border-red-200 bg-white p-8 text-center">
      <title>Access Denied</title>
      <ShieldAlert aria-hidden="true" className="mx-auto size-10 text-red-700" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Access Denied</h1>
      <p className="mt-2 text-slate-800">You do not have permission to access this page.</p>
      <p className="mt-1 text-sm text-slate-700">Please contact your administrator if you believe this is an error.</p>
    </section>
  );
}
