import { useState } from 'react';
import { z } from 'zod';
import { LEAVE_TYPE_LABELS } from '@gym/modules/people/leave/leave-contracts';
import type { LeaveRequestView } from '@gym/modules/people/leave/leave-contracts';
import { Button } from '../../../components/ui/button';
import { ColumnHeaders } from '../../../components/ui/column-headers';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useDecideLeave } from '../api/decide-leave';

/** Leave requests, pending first; canEditStaff approves or rejects a pending one (a rejection asks for a reason). */
export function LeaveRequestsTable({
  requests,
  canDecide,
}: {
  requests: readonly LeaveRequestView[];
  canDecide: boolean;
}) {
  const decide = useDecideLeave();
  const [rejecting, setRejecting] = useState<LeaveRequestView | null>(null);
  const approve = async (r: LeaveRequestView) => {
    try {
      const decision = 'approve';
      const reason = '';
      await decide.mutateAsync({ requestId: r.id, employeeId: r.employeeId, decision, reason });
      toast({ variant: 'success', title: 'Leave approved', description: `${r.employeeName}, ${r.from} to ${r.to}` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Not saved', description: errorMessage(error) });
    }
  };
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Leave requests</caption>
        <thead className="bg-slate-50 text-left text-slate-800">
          <ColumnHeaders
            cell="px-3 py-2"
            columns={[
              { label: 'Employee' },
              { label: 'Type' },
              { label: 'From' },
              { label: 'To' },
              { label: 'Days', numeric: true },
              { label: 'Pay' },
              { label: 'Status' },
              canDecide && { label: 'Actions', srOnly: true },
            ]}
          />
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800">
          {requests.map((r) => (
            <tr key={r.id}>
              <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                {r.employeeName}
              </th>
              <td className="px-3 py-2">{LEAVE_TYPE_LABELS[r.leaveType]}</td>
              <td className="px-3 py-2">{r.from}</td>
              <td className="px-3 py-2">{r.to}</td>
              <td className="px-3 py-2 text-right">{r.days}</td>
              <td className="px-3 py-2">
                {r.status === 'approved' ? `${r.fullDays} full, ${r.halfDays} half, ${r.unpaidDays} unpaid` : '—'}
              </td>
              <td className="px-3 py-2 capitalize">{r.status}</td>
              {canDecide ? (
                <td className="px-3 py-2 text-right">
                  {r.status === 'pending' ? (
                    <span className="flex justify-end gap-2">
                      <Button
                        onClick={() => void approve(r)}
                        aria-label={`Approve leave of ${r.employeeName} from ${r.from}`}
                      >
                        Approve
                      </Button>
                      <Button
                        variant="secondary"
                        onClick={() => setRejecting(r)}
                        aria-label={`Reject leave of ${r.employeeName} from ${r.from}`}
                      >
                        Reject
                      </Button>
                    </span>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      <ReasonDialog
        open={rejecting !== null}
        title="Reject leave"
        description={rejecting ? `${rejecting.employeeName}, ${rejecting.from} to ${rejecting.to}` : ''}
        confirmLabel="Reject leave"
        schema={rejectSchema}
        onClose={() => setRejecting(null)}
        onConfirm={async (reason) => {
          if (!rejecting) return;
          await decide.mutateAsync({
            requestId: rejecting.id,
            employeeId: rejecting.employeeId,
            decision: 'reject',
            reason,
          });
          toast({ variant: 'success', title: 'Leave rejected', description: rejecting.employeeName });
        }}
      />
    </div>
  );
}

const rejectSchema = z.object({ reason: z.string().trim().min(1, 'Give a reason for the rejection').max(300) });
