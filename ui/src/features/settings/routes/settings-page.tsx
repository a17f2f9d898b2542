import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { PlansSection } from '../components/plans-section';
import { useSettings } from '../../../lib/api/get-settings';
import { LogoUpload } from '../components/logo-upload';
import { SettingsForm } from '../components/settings-form';
import { errorMessage } from '../../../lib/api-client';

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
      {settings.isPending ? (
        <SectionLoading text="Loading settings..." />
      ) : settings.isError ? (
        <SectionError message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />
      ) : (
        <div className="grid gap-6">
          <section aria-labelledby="gym-details" className="rounded-lg border border-slate-200 bg-white p-6">
            <h2 id="gym-details" className="mb-4 text-lg font-semibold text-slate-900">
              Gym details
            </h2>
            <SettingsForm settings={settings.data} />
          </section>
          <section aria-labelledby="gym-logo" className="rounded-lg border border-slate-200 bg-white p-6">
            <h2 id="gym-logo" className="mb-4 text-lg font-semibold text-slate-900">
              Logo
            </h2>
            <LogoUpload logo={settings.data.logo} />
          </section>
          <PlansSection />
        </div>
      )}
    </div>
  );
}
