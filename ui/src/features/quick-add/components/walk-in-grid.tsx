import { CreditCard } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Plan } from '@gym/modules/membership/plans/plan-contracts';
import { Button } from '../../../components/ui/button';
import { useCan } from '../../../hooks/use-session-user';
import { InvoiceDialog } from '../../../components/member/invoice-dialog';
import { usePlans } from '../../../lib/api/get-plans';
import type { CreatedMember } from '../../../lib/api/create-member';
import type { WalkIn } from '../utils/walk-in-schema';
import { ROW_STATUS_LABELS, rowStatus, walkInSummary, withNextRow } from '../utils/walk-in-rows';
import type { WalkInRowState } from '../utils/walk-in-rows';
import { GENDER_OPTIONS } from './walk-in-fields';
import { WALK_IN_COLUMNS, WalkInRowForm } from './walk-in-row-form';
import { WalkInBlocker } from './walk-ins-status';
import { useT } from '../../../lib/i18n/use-t';

interface Registered {
  walkIn: WalkIn;
  member: CreatedMember;
  plan: Plan;
}

type Row = WalkInRowState<Registered>;

/** The grid's column headings (message ids; the first column is the row's number). */
const COLUMN_TITLES = [
  'quick-add.grid.number',
  'quick-add.field.firstName',
  'quick-add.field.lastName',
  'quick-add.field.phone',
  'quick-add.field.gender',
  'quick-add.field.plan',
  'quick-add.field.nameArabic',
  'quick-add.grid.member',
];

/**
 * Quick v2: several walk-ins in a row, keyboard only. Each row is one walk-in; Enter registers it and the next row
 * opens with the focus in its first field. Registered rows show the member number, a Pay button (the invoice
 * dialog) and their status; the summary counts registered and paid walk-ins.
 */
export function WalkInGrid() {
  const t = useT();
  const canEdit = useCan('canEditMembers');
  const plans = usePlans();
  const [rows, setRows] = useState<Row[]>([{ key: 0 }]);
  const [paying, setPaying] = useState<number | undefined>(undefined);
  const nextKey = useRef(1);
  const grid = useRef<HTMLOListElement>(null);

  if (!canEdit || !plans.isSuccess || plans.data.length === 0) return <WalkInBlocker plans={plans} canEdit={canEdit} />;
  const available = plans.data;

  const summary = walkInSummary(rows);
  const lastPlanId = rows.findLast((row) => row.registered)?.registered?.plan.id ?? '';
  const payingRow = rows.find((row) => row.key === paying && row.registered);

  const registered = (key: number, walkIn: WalkIn, member: CreatedMember) => {
    const plan = available.find((candidate) => candidate.id === walkIn.planId);
    if (!plan) return;
    setRows((current) =>
      withNextRow(
        current.map((row) => (row.key === key ? { ...row, registered: { walkIn, member, plan } } : row)),
        nextKey.current++,
      ),
    );
  };

  /** After the dialog: the desk goes on with the next walk-in. */
  const backToTyping = () =>
    setTimeout(() => grid.current?.querySelector<HTMLInputElement>('[data-walk-in-first]')?.focus(), 50);

  return (
    <div className="grid gap-3">
      <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <div
          aria-hidden="true"
          className={`hidden gap-2 border-b border-slate-200 bg-slate-50 px-3 py-2 text-xs font-semibold text-slate-800 lg:grid ${WALK_IN_COLUMNS}`}
        >
          {COLUMN_TITLES.map((title, index) => (
            <span key={index}>{t(title)}</span>
          ))}
        </div>
        <ol ref={grid} aria-label={t('quick-add.grid.label')} className="divide-y divide-slate-200">
          {rows.map((row, index) => (
            <li key={row.key}>
              {row.registered ? (
                <RegisteredRow
                  index={index}
                  row={row as Row & { registered: Registered }}
                  onPay={() => setPaying(row.key)}
                />
              ) : (
                <WalkInRowForm
                  index={index}
                  plans={available}
                  defaultPlanId={lastPlanId}
                  onRegistered={(walkIn, member) => registered(row.key, walkIn, member)}
                />
              )}
            </li>
          ))}
        </ol>
      </div>
      <p role="status" className="text-sm font-medium text-slate-900">
        {t('quick-add.grid.summary', summary)}
      </p>
      {payingRow?.registered ? (
        <InvoiceDialog
          open
          onClose={() => {
            setPaying(undefined);
            backToTyping();
          }}
          member={{
            id: payingRow.registered.member.id,
            firstName: payingRow.registered.walkIn.firstName,
            lastName: payingRow.registered.walkIn.lastName,
            nameArabic: payingRow.registered.walkIn.nameArabic,
            dueAmount: 0,
            isExisting: false,
          }}
          plan={payingRow.registered.plan}
          registrationType="New Registration"
          onCompleted={(result) => {
            setRows((current) =>
              current.map((row) =>
                row.key === payingRow.key ? { ...row, sale: { invoiceNumber: result.number, paid: result.paid } } : row,
              ),
            );
            setPaying(undefined);
            backToTyping();
          }}
        />
      ) : null}
    </div>
  );
}

function RegisteredRow({
  index,
  row,
  onPay,
}: {
  index: number;
  row: Row & { registered: Registered };
  onPay: () => void;
}) {
  const t = useT();
  const { walkIn, member, plan } = row.registered;
  const status = rowStatus(row);
  const name = `${walkIn.firstName} ${walkIn.lastName}`.trim() || walkIn.nameArabic;
  const genderLabel = GENDER_OPTIONS.find((option) => option.value === walkIn.gender)?.label;
  const gender = genderLabel ? t(genderLabel) : walkIn.gender;
  return (
    <div
      role="group"
      aria-label={t('quick-add.grid.rowLabel', { number: index + 1, name, memberNumber: member.memberNumber })}
      className={`grid grid-cols-2 items-center gap-2 px-3 py-2 text-sm text-slate-900 ${WALK_IN_COLUMNS}`}
    >
      <span className="font-semibold text-slate-700">{index + 1}</span>
      <span>{walkIn.firstName}</span>
      <span>{walkIn.lastName}</span>
      <span>{walkIn.phone}</span>
      <span>{gender}</span>
      <span>{plan.name}</span>
      <span lang="ar" dir="rtl">
        {walkIn.nameArabic}
      </span>
      <span className="grid justify-items-start gap-1">
        <Link
          to={`/members/${encodeURIComponent(member.id)}`}
          className="font-mono font-semibold text-indigo-800 underline"
        >
          #{member.memberNumber}
          <span className="sr-only"> {name}</span>
        </Link>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${status === 'paid' ? 'bg-green-100 text-green-800' : 'bg-yellow-100 text-yellow-900'}`}
        >
          {t(ROW_STATUS_LABELS[status])}
        </span>
        {status === 'registered' ? (
          <Button className="px-2 py-1" onClick={onPay} aria-label={t('quick-add.grid.payFor', { name })}>
            <CreditCard aria-hidden="true" className="size-4" />
            {t('quick-add.grid.pay')}
          </Button>
        ) : null}
      </span>
    </div>
  );
}
