import { useState } from 'react';
import { formatMoney } from '@gym/kernel/contracts/format';
import type { TillSessionSummary } from '@gym/modules/finance/petty-cash/till-contracts';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useGymToday } from '../../../hooks/use-gym-today';
import { useCan } from '../../../hooks/use-session-user';
import { errorMessage } from '../../../lib/api-client';
import { useTillStatus } from '../../../lib/api/get-till-status';
import { useTillSettings } from '../api/till-settings';
import { AdjustmentDialog } from '../components/adjustment-dialog';
import { CloseTillDialog } from '../components/close-till-dialog';
import { MovementDialog } from '../components/movement-dialog';
import type { MovementTarget } from '../components/movement-dialog';
import { OpenTillForm } from '../components/open-till-form';
import { KIND_LABELS, TillReportDialog } from '../components/till-report';
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
      <PageHeader title="Petty Cash" />
      {status.isError ? (
        <SectionError message={errorMessage(status.error)} onRetry={() => void status.refetch()} />
      ) : !status.data ? (
        <SectionLoading text="Loading the tills..." />
      ) : (
        <>
          {status.data.unassigned.count > 0 ? (
            <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              {formatMoney(status.data.unassigned.amount)} in cash was taken with no till open (
              {status.data.unassigned.count} {status.data.unassigned.count === 1 ? 'movement' : 'movements'}). The next
              till close counts it and settles it.
            </p>
          ) : null}
          {status.data.open.length === 0 ? (
            <p role="status" className="rounded-md border border-slate-200 bg-white p-3 text-sm text-slate-800">
              No till is open. Cash taken now is recorded as unassigned until a till closes.
            </p>
          ) : (
            <section aria-labelledby="open-tills-heading" className="grid gap-3">
              <h2 id="open-tills-heading" className="text-lg font-semibold text-slate-900">
                Open tills
              </h2>
              {status.data.open.map((session) => (
                <article
                  key={session.id}
                  aria-label={`${session.deskName} till`}
                  className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm"
                >
                  <h3 className="font-semibold text-slate-900">
                    {session.deskName}{' '}
                    <span className="font-normal text-slate-700">
                      opened by {session.openedBy}, {formatClock(session.openedAt, timeZone)}
                    </span>
                  </h3>
                  <dl className="grid grid-cols-2 gap-1 sm:max-w-md">
                    <dt>Float</dt>
                    <dd className="text-right">{formatMoney(session.float)}</dd>
                    {Object.entries(session.totals).map(([kind, amount]) => (
                      <div key={kind} className="contents">
                        <dt>{KIND_LABELS[kind] ?? kind}</dt>
                        <dd className="text-right">{formatMoney(amount)}</dd>
                      </div>
                    ))}
                    <dt className="font-semibold">Expected in the drawer</dt>
                    <dd className="text-right font-semibold">{formatMoney(session.expected)}</dd>
                  </dl>
                  <div className="flex flex-wrap gap-2">
                    <Button variant="secondary" onClick={() => setReport(session.id)}>
                      X report
                    </Button>
                    {canEdit ? (
                      <>
                        <Button
                          variant="secondary"
                          onClick={() => setMovement({ sessionId: session.id, kind: 'top-ups' })}
                        >
                          Top up
                        </Button>
                        <Button
                          variant="secondary"
                          onClick={() => setMovement({ sessionId: session.id, kind: 'withdrawals' })}
                        >
                          Withdraw to bank
                        </Button>
                        <Button onClick={() => setClosing(session)}>Close till</Button>
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
