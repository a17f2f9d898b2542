import { useState } from 'react';
import { Link } from 'react-router';
import { formatAmount } from '@gym/kernel/contracts/format';
import type { PtPackage } from '@gym/modules/membership/personal-training/pt-contracts';
import { Button } from '../../../components/ui/button';
import { PayBalanceDialog } from '../../../components/member/pay-balance-dialog';
import { ColumnHeaders } from '../../../components/ui/column-headers';
import { toast } from '../../../components/ui/toast/toast-store';
import { recordPtSessionAction, useRecordPtSession } from '../api/record-pt-session';
import { PT_STATUS_LABELS } from '../utils/pt-list-params';

const SOURCE_LABELS: Record<PtPackage['source'], string> = { self: 'Self-sourced', counter: 'Counter' };
const STATUS_CLASSES: Record<PtPackage['status'], string> = {
  active: 'bg-green-100 text-green-800',
  used_up: 'bg-slate-200 text-slate-800',
  expired: 'bg-red-100 text-red-800',
};

/**
 * The packages sold, newest first: sessions taken, status, what each costs, what is paid and owed and by when; a
 * session is recorded and the balance paid from here.
 */
export function PtPackagesTable({
  packages,
  canEdit,
  caption,
}: {
  packages: readonly PtPackage[];
  canEdit: boolean;
  caption: string;
}) {
  const [paying, setPaying] = useState<PtPackage>();
  const recordSession = useRecordPtSession();
  const money = 'px-3 py-2 text-right tabular-nums whitespace-nowrap';
  return (
    <>
      <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">{caption} (amounts in QAR)</caption>
          <thead className="bg-slate-50 text-left text-slate-800">
            <ColumnHeaders
              cell="px-3 py-2"
              columns={[
                { label: 'Member' },
                { label: 'Trainer' },
                { label: 'Sessions used', numeric: true },
                { label: 'Status' },
                { label: 'Price', numeric: true },
                { label: 'Paid', numeric: true },
                { label: 'Due', numeric: true },
                { label: 'Due date' },
                { label: 'Source' },
                { label: 'Sale date' },
                { label: 'Actions', srOnly: true },
              ]}
            />
          </thead>
          <tbody className="divide-y divide-slate-200 text-slate-800">
            {packages.map((pkg) => (
              <tr key={pkg.id}>
                <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                  <Link to={`/members/${pkg.memberId}`} className="hover:underline">
                    {pkg.memberName || 'Unknown Member'}
                  </Link>
                </th>
                <td className="px-3 py-2">{pkg.trainerName}</td>
                <td className={money}>
                  {pkg.sessionsUsed} of {pkg.sessions}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASSES[pkg.status]}`}>
                    {PT_STATUS_LABELS[pkg.status]}
                  </span>
                  {pkg.status === 'active' ? (
                    <span className="ml-1 text-xs text-slate-700"> until {pkg.validUntil}</span>
                  ) : null}
                </td>
                <td className={money}>{formatAmount(pkg.amount)}</td>
                <td className={money}>{formatAmount(pkg.paidAmount)}</td>
                <td className={`${money} font-semibold ${pkg.dueAmount > 0 ? 'text-red-800' : 'text-slate-900'}`}>
                  {formatAmount(pkg.dueAmount)}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {pkg.dueAmount > 0 ? (
                    <>
                      {pkg.dueDate}
                      {pkg.pastDue ? (
                        <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                          Past due
                        </span>
                      ) : null}
                    </>
                  ) : (
                    <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                      Paid up
                    </span>
                  )}
                </td>
                <td className="px-3 py-2">{SOURCE_LABELS[pkg.source]}</td>
                <td className="px-3 py-2 whitespace-nowrap">{pkg.saleDate}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <div className="flex justify-end gap-2">
                    {canEdit && pkg.status === 'active' ? (
                      <Button
                        variant="secondary"
                        className="px-3 py-1.5"
                        disabled={recordSession.isPending && recordSession.variables.packageId === pkg.id}
                        onClick={() =>
                          recordSession.mutate(recordPtSessionAction(pkg.id), {
                            onSuccess: () =>
                              toast({
                                variant: 'success',
                                title: 'Session recorded',
                                description: `${pkg.memberName}: session ${pkg.sessionsUsed + 1} of ${pkg.sessions}`,
                              }),
                          })
                        }
                      >
                        Record session<span className="sr-only"> of {pkg.memberName}</span>
                      </Button>
                    ) : null}
                    {canEdit && pkg.dueAmount > 0 ? (
                      <Button variant="secondary" className="px-3 py-1.5" onClick={() => setPaying(pkg)}>
                        Pay balance<span className="sr-only"> of {pkg.memberName}</span>
                      </Button>
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PayBalanceDialog pkg={paying} onClose={() => setPaying(undefined)} chooseMethod />
    </>
  );
}
