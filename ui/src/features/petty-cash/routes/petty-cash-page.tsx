import { Download } from 'lucide-react';
import { useRef, useState } from 'react';
import { formatMoney } from '@gym/kernel/contracts/format';
import type { TillSessionSummary } from '@gym/modules/finance/petty-cash/till-contracts';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { PrintButton } from '../../../components/print-button';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useGymToday } from '../../../hooks/use-gym-today';
import { useCan } from '../../../hooks/use-session-user';
import { errorMessage } from '../../../lib/api-client';
import { useTillStatus } from '../../../lib/api/get-till-status';
import { tillSessionsFileUrl, useTillSessions } from '../api/get-till-sessions';
import { useTillSettings } from '../api/till-settings';
import { AdjustmentDialog } from '../components/adjustment-dialog';
import { CloseTillDialog } from '../components/close-till-dialog';
import { MovementDialog } from '../components/movement-dialog';
import type { MovementTarget } from '../components/movement-dialog';
import { OpenTillForm } from '../components/open-till-form';
import { KIND_LABELS, TillReportDialog } from '../components/till-report';
import { TillSettingsPanel } from '../components/till-settings-panel';
import { useGymTimeZone } from '../../../hooks/use-gym-today';
import { formatClock, formatDateTime } from '../../../lib/desk-time';

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
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const sessions = useTillSessions(from, to);
  const [report, setReport] = useState<string | null>(null);
  // The session whose Z report opens right after its close: the one handed over; opened again later, it is a REPRINT.
  const [justClosed, setJustClosed] = useState<string | null>(null);
  const [closing, setClosing] = useState<TillSessionSummary | null>(null);
  const [movement, setMovement] = useState<MovementTarget | null>(null);
  const [adjusting, setAdjusting] = useState<TillSessionSummary | null>(null);
  const sessionsSection = useRef<HTMLElement>(null);

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

      <section ref={sessionsSection} aria-labelledby="sessions-heading" className="grid gap-3">
        <h2 id="sessions-heading" className="text-lg font-semibold text-slate-900">
          Till sessions
        </h2>
        <p className="hidden text-sm print:block">
          Opened from {from} to {to}
        </p>
        <div className="flex flex-wrap items-end gap-3 text-sm" data-print="hide">
          <label className="grid gap-1 font-medium text-slate-800">
            From
            <input
              type="date"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              className="rounded-md border border-slate-300 px-2 py-1"
            />
          </label>
          <label className="grid gap-1 font-medium text-slate-800">
            To
            <input
              type="date"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              className="rounded-md border border-slate-300 px-2 py-1"
            />
          </label>
          <a className={buttonClasses('secondary')} href={tillSessionsFileUrl(from, to, 'csv')} download>
            <Download aria-hidden="true" className="size-4" />
            CSV
          </a>
          <a className={buttonClasses('secondary')} href={tillSessionsFileUrl(from, to, 'excel')} download>
            <Download aria-hidden="true" className="size-4" />
            Excel
          </a>
          <PrintButton target={sessionsSection} label="Print sessions" disabled={!sessions.data} />
        </div>
        {sessions.data ? (
          <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="min-w-full divide-y divide-slate-200 text-sm">
              <caption className="sr-only">Till sessions</caption>
              <thead className="bg-slate-50 text-left text-slate-800">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Desk
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Opened
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Expected
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Counted
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Variance
                  </th>
                  <th scope="col" className="px-3 py-2">
                    <span className="sr-only">Report</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 text-slate-800">
                {sessions.data.length === 0 ? (
                  <tr>
                    <td colSpan={7} className="px-3 py-4 text-center">
                      No till sessions in this period.
                    </td>
                  </tr>
                ) : (
                  sessions.data.map((s) => (
                    <tr key={s.id}>
                      <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                        {s.deskName}
                      </th>
                      <td className="px-3 py-2">{formatDateTime(s.openedAt, timeZone)}</td>
                      <td className="px-3 py-2">{s.status === 'open' ? 'Open' : 'Closed'}</td>
                      <td className="px-3 py-2 text-right">{formatMoney(s.expected)}</td>
                      <td className="px-3 py-2 text-right">{s.counted === null ? '—' : formatMoney(s.counted)}</td>
                      <td className="px-3 py-2 text-right">{s.variance === null ? '—' : formatMoney(s.variance)}</td>
                      <td className="px-3 py-2">
                        <div className="flex flex-wrap gap-2">
                          <Button variant="secondary" onClick={() => setReport(s.id)}>
                            {s.status === 'open' ? 'X report' : 'Z report'}
                            <span className="sr-only"> of {s.deskName}</span>
                          </Button>
                          {canEdit && s.status === 'closed' ? (
                            <Button variant="secondary" onClick={() => setAdjusting(s)}>
                              Record adjustment<span className="sr-only"> to {s.deskName}</span>
                            </Button>
                          ) : null}
                        </div>
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
        ) : sessions.isError ? (
          <SectionError message={errorMessage(sessions.error)} onRetry={() => void sessions.refetch()} />
        ) : (
          <SectionLoading text="Loading sessions..." />
        )}
      </section>
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
