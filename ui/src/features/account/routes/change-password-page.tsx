import { PageHeader } from '../../../components/ui/page-header';
import { useSessionUser } from '../../../hooks/use-session-user';
import { ChangePasswordForm } from '../components/change-password-form';
import { Trans } from '@lingui/react';
import { useT } from '../../../lib/i18n/use-t';

/** The signed-in user's own account: every role reaches it from the profile menu, whatever its permissions. */
export function Component() {
  const user = useSessionUser();
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('account.page.title')} />
      <section aria-labelledby="own-password-heading" className="rounded-lg border border-slate-200 bg-white p-6">
        <h2 id="own-password-heading" className="mb-1 text-lg font-semibold text-slate-900">
          {t('account.page.heading')}
        </h2>
        <p className="mb-4 text-sm text-slate-700">
          <Trans
            id="account.page.signedInAs"
            values={{ username: user?.username ?? '' }}
            components={{ 0: <strong /> }}
          />
        </p>
        <ChangePasswordForm />
      </section>
    </div>
  );
}
