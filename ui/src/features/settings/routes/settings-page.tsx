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
  const settings = useSettings();
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Settings">
        <Link to="/roles-management" className={buttonClasses('secondary')}>
          <ShieldCheck aria-hidden="true" className="size-4" />
          Roles and staff accounts
        </Link>
      </PageHeader>
      <QueryContent query={settings} loadingText="Loading settings...">
        {(current) => (
          <div className="grid gap-6">
            <SettingsCard id="gym-details" title="Gym details">
              <SettingsForm settings={current} />
            </SettingsCard>
            <SettingsCard id="gym-logo" title="Logo">
              <LogoUpload logo={current.logo} />
            </SettingsCard>
            <PlansSection />
          </div>
        )}
      </QueryContent>
    </div>
  );
}
