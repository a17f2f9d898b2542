import { formatMoney } from '../../../lib/i18n/current-formats';
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
import { useT } from '../../../lib/i18n/use-t';
import { movementLabelIn } from '../utils/movement-label';
import { useDocumentText } from '../../../components/receipt/use-document-text';
import type { DocumentTranslate } from '../../../components/receipt/use-document-text';
import { actorNameIn } from '../../../lib/i18n/role-name';
import { useTillSession } from '../api/get-till-session';

type Translate = ReturnType<typeof useT>;

/** The ids of each kind of movement's name in the catalogue. */
const KIND_LABELS: Record<string, string> = {
  payment: 'petty-cash.kind.payment',
  refund: 'petty-cash.kind.refund',
  expense: 'petty-cash.kind.expense',
  'expense-void': 'petty-cash.kind.expenseVoid',
  'supplement-sale': 'petty-cash.kind.supplementSale',
  'supplement-return': 'petty-cash.kind.supplementReturn',
  'top-up': 'petty-cash.kind.topUp',
  withdrawal: 'petty-cash.kind.withdrawal',
  adjustment: 'petty-cash.kind.adjustment',
};

/** A kind of movement's name; a kind this screen does not know yet shows as the server names it. */
export function kindLabel<Text>(t: (id: string) => Text, kind: string): Text | string {
  const id = KIND_LABELS[kind];
  return id ? t(id) : kind;
}

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
  const t = useT();
  const session = useTillSession(sessionId);
  const data = session.data;
  const title = data?.status === 'closed' ? t('petty-cash.report.z') : t('petty-cash.report.x');
  return (
    <ReceiptDialog
      open={sessionId !== null}
      onClose={onClose}
      title={title}
      ready={data !== undefined}
      actions={
        onAdjust && data?.status === 'closed' ? (
          <Button variant="secondary" onClick={() => onAdjust(data)}>
            {t('petty-cash.adjust.submit')}
          </Button>
        ) : null
      }
    >
      {({ paper, target }) =>
        session.data ? (
          <TillReport
            session={session.data}
            paper={paper}
            target={target}
            reprint={reprint && session.data.status === 'closed'}
          />
        ) : session.isError ? (
          <SectionError message={errorMessage(session.error)} onRetry={() => void session.refetch()} />
        ) : (
          <SectionLoading text={t('petty-cash.report.loading')} />
        )
      }
    </ReceiptDialog>
  );
}

const countColumns = (dt: DocumentTranslate) => [
  { key: 'note', header: dt('petty-cash.count.note', undefined, 'stack'), numeric: true },
  { key: 'count', header: dt('petty-cash.count.count', undefined, 'stack'), numeric: true },
  { key: 'amount', header: dt('petty-cash.count.amount', undefined, 'stack'), numeric: true },
];

const movementColumns = (dt: DocumentTranslate) => [
  { key: 'time', header: dt('petty-cash.movements.time', undefined, 'stack') },
  { key: 'what', header: dt('petty-cash.movements.what', undefined, 'stack') },
  { key: 'by', header: dt('petty-cash.movements.by', undefined, 'stack') },
  { key: 'amount', header: dt('petty-cash.movements.amount', undefined, 'stack'), numeric: true },
];

/** A movement in words: its label, and whether it was taken with no till open or corrects a closed session. */
function movementWords(t: Translate, m: TillSession['movements'][number]): string {
  const label = movementLabelIn(t, m.kind, m.label);
  const taken = m.unassigned ? t('petty-cash.movements.unassigned', { label }) : label;
  return m.afterClose ? t('petty-cash.movements.afterClose', { label: taken }) : taken;
}

function TillReport({
  session,
  paper,
  target,
  reprint,
}: {
  session: TillSession;
  paper: ReceiptPaper;
  target: RefObject<HTMLElement | null>;
  reprint: boolean;
}) {
  const t = useT();
  const dt = useDocumentText();
  const closed = session.status === 'closed';
  const timeZone = useGymTimeZone();
  const gym = useSettings().data;
  const money = (amount: number) => formatMoney(amount, gym?.currency);
  return (
    <ReceiptLayout
      ref={target}
      id="till-report"
      label={
        closed
          ? t('petty-cash.report.zOf', { desk: session.deskName })
          : t('petty-cash.report.xOf', { desk: session.deskName })
      }
      paper={paper}
      gym={gym}
      title={
        closed
          ? dt('petty-cash.report.zTitle', { desk: session.deskName }, 'stack')
          : dt('petty-cash.report.xTitle', { desk: session.deskName }, 'stack')
      }
      details={
        <>
          <p>
            {dt('petty-cash.report.opened', {
              time: formatDateTime(session.openedAt, timeZone),
              name: session.openedBy,
            })}
          </p>
          {closed && session.closedAt ? (
            <p>
              {dt('petty-cash.report.closed', {
                time: formatDateTime(session.closedAt, timeZone),
                name: session.closedBy,
              })}
            </p>
          ) : null}
        </>
      }
      reprint={reprint}
    >
      <ReceiptTotals rows={tillTotalRows(dt, session, money)} />
      {closed && session.reason ? (
        <p className="mb-3">{dt('petty-cash.report.reason', { reason: session.reason })}</p>
      ) : null}
      {closed && session.counts.length > 0 ? (
        <ReceiptTable
          caption={dt('petty-cash.count.caption', undefined, 'stack')}
          captionVisible
          columns={countColumns(dt)}
          rows={session.counts.map((c) => ({
            key: String(c.denomination),
            cells: [money(c.denomination), c.count, money(c.denomination * c.count)],
          }))}
        />
      ) : null}
      <ReceiptTable
        caption={dt('petty-cash.movements.caption', undefined, 'stack')}
        captionVisible
        columns={movementColumns(dt)}
        empty={dt('petty-cash.movements.empty', undefined, 'stack')}
        rows={session.movements.map((m) => ({
          key: m.id,
          cells: [formatClock(m.at, timeZone), movementWords(t, m), actorNameIn(t, m.by), money(m.amount)],
        }))}
      />
    </ReceiptLayout>
  );
}

/** The till's figures: float, each kind of movement, what was expected, and once closed what was counted. */
function tillTotalRows(
  dt: DocumentTranslate,
  session: TillSession,
  money: (amount: number) => string,
): ReceiptTotalRow[] {
  const rows: ReceiptTotalRow[] = [{ key: 'float', label: dt('petty-cash.totals.float'), value: money(session.float) }];
  for (const [kind, amount] of Object.entries(session.totals))
    rows.push({ key: kind, label: kindLabel(dt, kind), value: money(amount) });
  if (session.unassigned !== 0)
    rows.push({ key: 'unassigned', label: dt('petty-cash.totals.unassigned'), value: money(session.unassigned) });
  const adjusted = session.adjustedAfterClose !== 0;
  if (adjusted)
    rows.push(
      {
        key: 'expected-at-close',
        label: dt('petty-cash.totals.expectedAtClose'),
        value: money(Math.round((session.expected - session.adjustedAfterClose) * 100) / 100),
      },
      {
        key: 'adjusted',
        label: dt('petty-cash.totals.adjustedAfterClose'),
        value: money(session.adjustedAfterClose),
        testId: 'till-adjusted',
      },
    );
  rows.push({
    key: 'expected',
    label: adjusted ? dt('petty-cash.totals.expectedAdjusted') : dt('petty-cash.totals.expected'),
    value: money(session.expected),
    emphasis: true,
    testId: 'till-expected',
  });
  if (session.status === 'closed')
    rows.push(
      { key: 'counted', label: dt('petty-cash.totals.counted'), value: money(session.counted ?? 0) },
      {
        key: 'variance',
        label: dt('petty-cash.totals.variance'),
        value: money(session.variance ?? 0),
        emphasis: true,
        testId: 'till-variance',
      },
    );
  return rows;
}
