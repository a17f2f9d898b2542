import { PageHeader } from '../../../components/ui/page-header';
import { useSessionUser } from '../../../hooks/use-session-user';
import { ChangePasswordForm } from '../components/change-password-form';

/** The signed-in user's own account: every role reaches it from the profile menu, whatever its permissions. */
export function Component() {
  const user = useSessionUser();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Change Password" />
      <section aria-labelledby="own-password-heading" className="rounded-lg border border-slate-200 bg-white p-6">
        <h2 id="own-password-heading" className="mb-1 text-lg font-semibold text-slate-900">
          Your password
        </h2>
        <p className="mb-4 text-sm text-slate-700">
          Signed in as <strong>{user?.username}</strong>. Changing the password signs you out on every other computer.
        </p>
        <ChangePasswordForm />
      </section>
    </div>
  );
}
