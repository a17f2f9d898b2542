import { History } from 'lucide-react';
import { Link } from 'react-router';
import { useAsOf } from '../../hooks/use-as-of';
import { useGymTimeZone } from '../../hooks/use-gym-today';
import { withAsOf } from '../../lib/as-of';
import { formatInstant } from '../../lib/desk-time';
import { useT } from '../../lib/i18n/use-t';
import { Button } from '../ui/button';

interface AsOfBannerProps {
  /** What this page leaves out while viewing the past (parts the log cannot show as of an instant). */
  readonly note?: string;
  /** Links to the other time-travel pages at the same instant. */
  readonly links?: readonly { readonly to: string; readonly label: string }[];
}

/**
 * At the top of a page viewed as of a past instant: says so in the gym's time, that nothing updates live and that
 * changes are off, with "Back to live" (which clears `?asOf=`). Nothing while the page is live.
 */
export function AsOfBanner({ note, links = [] }: AsOfBannerProps) {
  const { asOf, invalid, setAsOf } = useAsOf();
  const timeZone = useGymTimeZone();
  const t = useT();
  if (invalid) {
    return (
      <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
        {t('kit.asOf.invalid')}{' '}
        <button type="button" className="font-medium underline" onClick={() => setAsOf(undefined)}>
          {t('kit.asOf.remove')}
        </button>
      </p>
    );
  }
  if (!asOf) return null;
  return (
    <section
      role="status"
      aria-label={t('kit.asOf.label')}
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-400 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <div className="flex items-start gap-3">
        <History aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="grid gap-1">
          <p className="font-semibold" data-testid="as-of-text">
            {t('kit.asOf.viewing', { instant: formatInstant(asOf, timeZone), timeZone })}
          </p>
          <p>
            {t('kit.asOf.changesOff')}
            {note ? ` ${note}` : ''}
          </p>
          {links.length > 0 ? (
            <p className="flex flex-wrap gap-x-4">
              {links.map((link) => (
                <Link key={link.to} to={withAsOf(link.to, asOf)} className="font-medium underline">
                  {link.label}
                </Link>
              ))}
            </p>
          ) : null}
        </div>
      </div>
      <Button onClick={() => setAsOf(undefined)}>{t('kit.asOf.backToLive')}</Button>
    </section>
  );
}
