import { useState } from 'react';
import { formatMoney } from '../../../lib/i18n/current-formats';
import type { TillSessionSummary } from '@gym/modules/finance/petty-cash/till-contracts';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useGymToday } from '../../../hooks/use-gym-today';
import { useCan } from '../../../hooks/use-session-user';
import { errorMessage } from '../../../lib/api-client';
import { useTillStatus } from '../../../lib/api/get-till-status';
import { useT } from '../../../lib/i18n/use-t';
import { useTillSettings } from '../api/till-settings';
import { AdjustmentDialog } from '../components/adjustment-dialog';
import { CloseTillDialog } from '../components/close-till-dialog';
import { MovementDialog } from '../components/movement-dialog';
import type { MovementTarget } from '../components/movement-dialog';
import { OpenTillForm } from '../components/open-till-form';
import { kindLabel, TillReportDialog } from '../components/till-report';
import { TillSessionsReport } from '../components/till-sessions-report';
import { TillSettingsPanel } from '../components/till-settings-panel';
import { useGymTimeZone } from '../../../hooks/use-gym-today';
import { formatClock } from '../../../lib/desk-time';

/**
 * /petty-cash (canViewFinancials): each desk's till. Cash payments, refunds, expenses and supplement sales flow in
 * by themselves; opening, top-ups, withdrawals, the close and adjustments of a closed session need canEditFinancials.
 * X report any time, Z at close (re-printed from the sessions list). Administrators set the variance threshold.
 */
export function Component() {
  const t = useT();
  const timeZone = useGymTimeZone();
  const canEdit = useCan('canEditFinancials');
  const canManageSettings = useCan('canManageSettings');
  const settings = useTillSettings(canManageSettings);
  const today = useGymToday();
  const status = useTillStatus();
  const [report, setReport] = useState<string | null>(null);
  // The session whose Z report opens right after its close: the one handed over; opened again later, it is a REPRINT.
  const [justClosed, setJustClosed] = useState<string | null>(null);
  const [closing, setClosing] = useState<TillSessionSummary | null>(null);
  const [movement, setMovement] = useState<MovementTarget | null>(null);
  const [adjusting, setAdjusting] = useState<TillSessionSummary | null>(null);

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader title={t('petty-cash.page.title')} />
      {status.isError ? (
        <SectionError message={errorMessage(status.error)} onRetry={() => void status.refetch()} />
      ) : !status.data ? (
        <SectionLoading text={t('petty-cash.page.loading')} />
      ) : (
        <>
          {status.data.unassigned.count > 0 ? (
            <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              {t('petty-cash.page.unassigned', {
                amount: formatMoney(status.data.unassigned.amount),
                count: status.data.unassigned.count,
              })}
            </p>
          ) : null}
          {status.data.open.length === 0 ? (
            <p role="status" className="rounded-md border border-slate-200 bg-white p-3 text-sm text-slate-800">
              {t('petty-cash.page.noneOpen')}
            </p>
          ) : (
            <section aria-labelledby="open-tills-heading" className="grid gap-3">
              <h2 id="open-tills-heading" className="text-lg font-semibold text-slate-900">
                {t('petty-cash.page.openTills')}
              </h2>
              {status.data.open.map((session) => (
                <article
                  key={session.id}
                  aria-label={t('petty-cash.page.till', { desk: session.deskName })}
                  className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm"
                >
                  <h3 className="font-semibold text-slate-900">
                    {session.deskName}{' '}
                    <span className="font-normal text-slate-700">
                      {t('petty-cash.page.openedBy', {
                        name: session.openedBy,
                        time: formatClock(session.openedAt, timeZone),
                      })}
                    </span>
                  </h3>
                  <dl className="grid grid-cols-2 gap-1 sm:max-w-md">
                    <dt>{t('petty-cash.totals.float')}</dt>
                    <dd className="text-end">{formatMoney(session.float)}</dd>
                    {Object.entries(session.totals).map(([kind, amount]) => (
                      <div key={kind} className="contents">
                        <dt>{kindLabel(t, kind)}</dt>
                        <dd className="text-end">{formatMoney(amount)}</dd>
                      </div>
                    ))}
                    <dt className="font-semibold">{t('petty-cash.totals.expected')}</dt>
                    <dd className="text-end font-semibold">{formatMoney(session.expected)}</dd>
                  </dl>
                  <div className="flex flex-wrap gap-2">
                    <Button variant="secondary" onClick={() => setReport(session.id)}>
                      {t('petty-cash.report.x')}
                    </Button>
                    {canEdit ? (
                      <>
                        <Button
                          variant="secondary"
                          onClick={() => setMovement({ sessionId: session.id, kind: 'top-ups' })}
                        >
                          {t('petty-cash.page.topUp')}
                        </Button>
                        <Button
                          variant="secondary"
                          onClick={() => setMovement({ sessionId: session.id, kind: 'withdrawals' })}
                        >
                          {t('petty-cash.page.withdraw')}
                        </Button>
                        <Button onClick={() => setClosing(session)}>{t('petty-cash.close.submit')}</Button>
                      </>
                    ) : null}
                  </div>
                </article>
              ))}
            </section>
          )}
          {canEdit ? <OpenTillForm /> : null}
          <CloseTillDialog
            session={closing}
            denominations={status.data.denominations}
            threshold={status.data.varianceReasonThreshold}
            unassigned={status.data.unassigned.amount}
            onClose={() => setClosing(null)}
            onClosed={(id) => {
              setClosing(null);
              setJustClosed(id);
              setReport(id);
            }}
          />
        </>
      )}

      <TillSessionsReport today={today} onReport={setReport} onAdjust={canEdit ? setAdjusting : undefined} />
      {canManageSettings && settings.data ? <TillSettingsPanel settings={settings.data} /> : null}
      <TillReportDialog
        sessionId={report}
        reprint={report !== justClosed}
        onClose={() => {
          setReport(null);
          setJustClosed(null);
        }}
        onAdjust={
          canEdit
            ? (session) => {
                setReport(null);
                setAdjusting(session);
              }
            : undefined
        }
      />
      <AdjustmentDialog
        session={adjusting}
        onClose={() => setAdjusting(null)}
        onRecorded={(id) => {
          // Back to the session's Z report, which lists the adjustment.
          setAdjusting(null);
          setReport(id);
        }}
      />
      <MovementDialog target={movement} onClose={() => setMovement(null)} />
    </div>
  );
}
