import type { ModuleProjector } from '@gym/kernel/projection/projector';
import { leaveEvents } from './leave-events.js';
import type { LeaveEvent } from './leave-events.js';
import { LEAVE_TOPIC } from './leave-topics.js';

/** Leave requests with their status and pay split (the requests list and the team calendar). */
export const leaveProjector: ModuleProjector<typeof LEAVE_TOPIC.name> = {
  name: 'leave-requests',
  version: 1,
  eventTypes: leaveEvents.map((e) => e.type),
  topics: [LEAVE_TOPIC.name],
  tables: [
    {
      name: 'leave_requests',
      ddl: `CREATE TABLE leave_requests (
        request_id text PRIMARY KEY, employee_id text NOT NULL, leave_type text NOT NULL, from_day date NOT NULL,
        to_day date NOT NULL, days integer NOT NULL, reason text NOT NULL, status text NOT NULL,
        requested_by text NOT NULL, requested_at timestamptz NOT NULL, decided_by text, decision_reason text,
        full_days integer NOT NULL DEFAULT 0, half_days integer NOT NULL DEFAULT 0, unpaid_days integer NOT NULL DEFAULT 0
      );
      CREATE INDEX leave_requests_days_idx ON leave_requests (from_day, to_day);
      CREATE INDEX leave_requests_employee_idx ON leave_requests (employee_id);`,
    },
  ],
  async apply(events, client, { parseEvent }) {
    for (const recorded of events) {
      const event = parseEvent(recorded) as LeaveEvent;
      const by = recorded.metadata.actorName;
      switch (event.type) {
        case 'LeaveRequested': {
          const d = event.data;
          await client.query(
            `INSERT INTO leave_requests (request_id, employee_id, leave_type, from_day, to_day, days, reason, status,
               requested_by, requested_at) VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8, $9) ON CONFLICT DO NOTHING`,
            [d.requestId, d.employeeId, d.leaveType, d.from, d.to, d.days, d.reason, by, recorded.metadata.at],
          );
          break;
        }
        case 'LeaveApproved': {
          const count = (pay: string) => event.data.days.filter((d) => d.pay === pay).length;
          await client.query(
            `UPDATE leave_requests SET status = 'approved', decided_by = $2, full_days = $3, half_days = $4,
               unpaid_days = $5 WHERE request_id = $1`,
            [event.data.requestId, by, count('full'), count('half'), count('unpaid')],
          );
          break;
        }
        case 'LeaveRejected':
          await client.query(
            `UPDATE leave_requests SET status = 'rejected', decided_by = $2, decision_reason = $3 WHERE request_id = $1`,
            [event.data.requestId, by, event.data.reason],
          );
          break;
        case 'LeaveCancelled':
          await client.query(`UPDATE leave_requests SET status = 'cancelled', decided_by = $2 WHERE request_id = $1`, [
            event.data.requestId,
            by,
          ]);
          break;
        case 'CompensatoryLeaveGranted':
        case 'LeavePolicySet':
          break;
      }
    }
  },
};
