import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { QueryContent } from '../../../components/shared-query-content/query-content';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { PlansSection } from '../components/plans-section';
import { useSettings } from '../../../lib/api/get-settings';
import { LogoUpload } from '../components/logo-upload';
import { SettingsForm } from '../components/settings-form';

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
            <section aria-labelledby="gym-details" className="rounded-lg border border-slate-200 bg-white p-6">
              <h2 id="gym-details" className="mb-4 text-lg font-semibold text-slate-900">
                Gym details
              </h2>
              <SettingsForm settings={current} />
            </section>
            <section aria-labelledby="gym-logo" className="rounded-lg border border-slate-200 bg-white p-6">
              <h2 id="gym-logo" className="mb-4 text-lg font-semibold text-slate-900">
                Logo
              </h2>
              <LogoUpload logo={current.logo} />
            </section>
            <PlansSection />
          </div>
        )}
      </QueryContent>
    </div>
  );
}
