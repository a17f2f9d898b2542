import { useState } from 'react';
import { z } from 'zod';
import { LEAVE_TYPE_LABELS } from '@gym/modules/people/leave/leave-contracts';
import type { LeaveRequestView } from '@gym/modules/people/leave/leave-contracts';
import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { Button } from '../../../components/ui/button';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useDecideLeave } from '../api/decide-leave';

const columns: DataTableColumn<LeaveRequestView>[] = [
  { id: 'employee', header: 'Employee', rowHeader: true, cell: (r) => r.employeeName },
  { id: 'type', header: 'Type', cell: (r) => LEAVE_TYPE_LABELS[r.leaveType] },
  { id: 'from', header: 'From', kind: 'date', cell: (r) => r.from },
  { id: 'to', header: 'To', kind: 'date', cell: (r) => r.to },
  { id: 'days', header: 'Days', kind: 'number', cell: (r) => r.days },
  {
    id: 'pay',
    header: 'Pay',
    cell: (r) => (r.status === 'approved' ? `${r.fullDays} full, ${r.halfDays} half, ${r.unpaidDays} unpaid` : '—'),
  },
  { id: 'status', header: 'Status', className: 'capitalize', cell: (r) => r.status },
];

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
    <>
      <DataTable
        columns={columns}
        rows={requests}
        rowKey={(r) => r.id}
        caption="Leave requests"
        emptyText="No leave requests yet."
        rowActions={
          canDecide
            ? (r) =>
                r.status === 'pending' ? (
                  <>
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
                  </>
                ) : null
            : undefined
        }
      />
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
    </>
  );
}

const rejectSchema = z.object({ reason: z.string().trim().min(1, 'Give a reason for the rejection').max(300) });
