import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryContent } from '../../../components/feedback/query-content';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { PlansSection } from '../components/plans-section';
import { useSettings } from '../../../lib/api/get-settings';
import { LogoUpload } from '../components/logo-upload';
import { SettingsForm } from '../components/settings-form';
import { useT } from '../../../lib/i18n/use-t';

/** One card of the settings page: a titled section the heading labels. */
function SettingsCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-6">
      <h2 id={id} className="mb-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /settings (canManageSettings): the gym's details and logo, the membership plans, and the way to roles and accounts. */
export function Component() {
  const t = useT();
  const settings = useSettings();
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t('settings.page.title')}>
        <Link to="/roles-management" className={buttonClasses('secondary')}>
          <ShieldCheck aria-hidden="true" className="size-4" />
          {t('settings.page.roles')}
        </Link>
      </PageHeader>
      <QueryContent query={settings} loadingText={t('settings.page.loading')}>
        {(current) => (
          <div className="grid gap-6">
            <SettingsCard id="gym-details" title={t('settings.page.details')}>
              <SettingsForm settings={current} />
            </SettingsCard>
            <SettingsCard id="gym-logo" title={t('settings.page.logo')}>
              <LogoUpload logo={current.logo} />
            </SettingsCard>
            <PlansSection />
            <SettingsCard id="door-hours" title={t('settings.page.doorHours')}>
              <p className="mb-3 text-sm text-slate-700">{t('settings.page.doorHoursText')}</p>
              <Link to="/settings/door-hours" className={buttonClasses('secondary')}>
                {t('settings.page.doorHoursLink')}
              </Link>
            </SettingsCard>
            <SettingsCard id="membership-contract" title={t('settings.page.contract')}>
              <p className="mb-3 text-sm text-slate-700">{t('settings.page.contractText')}</p>
              <Link to="/settings/contract" className={buttonClasses('secondary')}>
                {t('settings.page.contractLink')}
              </Link>
            </SettingsCard>
          </div>
        )}
      </QueryContent>
    </div>
  );
}
