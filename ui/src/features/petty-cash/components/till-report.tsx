import { formatMoney } from '@gym/kernel/contracts/format';
import type { TillSession } from '@gym/modules/finance/petty-cash/till-contracts';
import type { RefObject } from 'react';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { ReceiptDialog } from '../../../components/receipt/receipt-dialog';
import { ReceiptLayout } from '../../../components/receipt/receipt-layout';
import type { ReceiptPaper } from '../../../components/receipt/receipt-paper';
import { ReceiptTable } from '../../../components/receipt/receipt-table';
import type { ReceiptTotalRow } from '../../../components/receipt/receipt-total-rows';
import { ReceiptTotals } from '../../../components/receipt/receipt-totals';
import { Button } from '../../../components/ui/button';
import { useGymTimeZone } from '../../../hooks/use-gym-today';
import { errorMessage } from '../../../lib/api-client';
import { useSettings } from '../../../lib/api/get-settings';
import { formatClock, formatDateTime } from '../../../lib/desk-time';
import { useTillSession } from '../api/get-till-session';

export const KIND_LABELS: Record<string, string> = {
  payment: 'Cash payments',
  refund: 'Cash refunds',
  expense: 'Cash expenses',
  'expense-void': 'Expenses voided',
  'supplement-sale': 'Supplement sales',
  'supplement-return': 'Supplement returns',
  'top-up': 'Top-ups',
  withdrawal: 'Withdrawals to the bank',
  adjustment: 'Adjustments',
};

/**
 * The X report (open session) or Z report (closed), on A4 or an 80 mm roll (ReceiptLayout). `reprint`: a Z report
 * opened again from the sessions list rather than right after the close (nothing records prints, so that is the rule).
 */
export function TillReportDialog({
  sessionId,
  reprint,
  onClose,
  onAdjust,
}: {
  sessionId: string | null;
  reprint: boolean;
  onClose: () => void;
  /** Given to those who may correct a closed session (canEditFinancials). */
  onAdjust?: ((session: TillSession) => void) | undefined;
}) {
  const session = useTillSession(sessionId);
  const data = session.data;
  const title = data?.status === 'closed' ? 'Z report' : 'X report';
  return (
    <ReceiptDialog
      open={sessionId !== null}
      onClose={onClose}
      title={title}
      ready={data !== undefined}
      actions={
        onAdjust && data?.status === 'closed' ? (
          <Button variant="secondary" onClick={() => onAdjust(data)}>
            Record adjustment
          </Button>
        ) : null
      }
    >
      {({ paper, target }) =>
        session.data ? (
          <TillReport
            session={session.data}
            title={title}
            paper={paper}
            target={target}
            reprint={reprint && session.data.status === 'closed'}
          />
        ) : session.isError ? (
          <SectionError message={errorMessage(session.error)} onRetry={() => void session.refetch()} />
        ) : (
          <SectionLoading text="Loading the report..." />
        )
      }
    </ReceiptDialog>
  );
}

const COUNT_COLUMNS = [
  { key: 'note', header: 'Note or coin', numeric: true },
  { key: 'count', header: 'Count', numeric: true },
  { key: 'amount', header: 'Amount', numeric: true },
];

const MOVEMENT_COLUMNS = [
  { key: 'time', header: 'Time' },
  { key: 'what', header: 'What' },
  { key: 'by', header: 'By' },
  { key: 'amount', header: 'Amount', numeric: true },
];

function TillReport({
  session,
  title,
  paper,
  target,
  reprint,
}: {
  session: TillSession;
  title: string;
  paper: ReceiptPaper;
  target: RefObject<HTMLElement | null>;
  reprint: boolean;
}) {
  const closed = session.status === 'closed';
  const timeZone = useGymTimeZone();
  const gym = useSettings().data;
  const money = (amount: number) => formatMoney(amount, gym?.currency);
  return (
    <ReceiptLayout
      ref={target}
      id="till-report"
      label={`${title} of ${session.deskName}`}
      paper={paper}
      gym={gym}
      title={`${title}: ${session.deskName}`}
      details={
        <>
          <p>
            Opened {formatDateTime(session.openedAt, timeZone)} by {session.openedBy}
          </p>
          {closed && session.closedAt ? (
            <p>
              Closed {formatDateTime(session.closedAt, timeZone)} by {session.closedBy}
            </p>
          ) : null}
        </>
      }
      reprint={reprint}
    >
      <ReceiptTotals rows={tillTotalRows(session, money)} />
      {closed && session.reason ? <p className="mb-3">Reason for the variance: {session.reason}</p> : null}
      {closed && session.counts.length > 0 ? (
        <ReceiptTable
          caption="Count by denomination"
          captionVisible
          columns={COUNT_COLUMNS}
          rows={session.counts.map((c) => ({
            key: String(c.denomination),
            cells: [money(c.denomination), c.count, money(c.denomination * c.count)],
          }))}
        />
      ) : null}
      <ReceiptTable
        caption="Movements"
        captionVisible
        columns={MOVEMENT_COLUMNS}
        empty="No cash moved yet."
        rows={session.movements.map((m) => ({
          key: m.id,
          cells: [
            formatClock(m.at, timeZone),
            `${m.label}${m.unassigned ? ' (taken with no till open)' : ''}${m.afterClose ? ' (adjustment after close)' : ''}`,
            m.by,
            money(m.amount),
          ],
        }))}
      />
    </ReceiptLayout>
  );
}

/** The till's figures: float, each kind of movement, what was expected, and once closed what was counted. */
function tillTotalRows(session: TillSession, money: (amount: number) => string): ReceiptTotalRow[] {
  const rows: ReceiptTotalRow[] = [{ key: 'float', label: 'Float', value: money(session.float) }];
  for (const [kind, amount] of Object.entries(session.totals))
    rows.push({ key: kind, label: KIND_LABELS[kind] ?? kind, value: money(amount) });
  if (session.unassigned !== 0)
    rows.push({ key: 'unassigned', label: 'Unassigned cash settled', value: money(session.unassigned) });
  const adjusted = session.adjustedAfterClose !== 0;
  if (adjusted)
    rows.push(
      {
        key: 'expected-at-close',
        label: 'Expected at close',
        value: money(Math.round((session.expected - session.adjustedAfterClose) * 100) / 100),
      },
      {
        key: 'adjusted',
        label: 'Adjustments after close',
        value: money(session.adjustedAfterClose),
        testId: 'till-adjusted',
      },
    );
  rows.push({
    key: 'expected',
    label: adjusted ? 'Expected, adjusted' : 'Expected in the drawer',
    value: money(session.expected),
    emphasis: true,
    testId: 'till-expected',
  });
  if (session.status === 'closed')
    rows.push(
      { key: 'counted', label: 'Counted', value: money(session.counted ?? 0) },
      {
        key: 'variance',
        label: 'Variance',
        value: money(session.variance ?? 0),
        emphasis: true,
        testId: 'till-variance',
      },
    );
  return rows;
}
