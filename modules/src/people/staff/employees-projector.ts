import type { ModuleProjector } from '@gym/kernel/projection/projector';
import { employeeEvents } from './employee-events.js';
import type { EmployeeEvent } from './employee-events.js';
import { STAFF_TOPIC } from './staff-topics.js';

/** Employees (the whole record as its latest event says, in `details`) and their documents with expiry dates. */
export const employeesProjector: ModuleProjector<typeof STAFF_TOPIC.name> = {
  name: 'staff-employees',
  version: 1,
  eventTypes: employeeEvents.map((e) => e.type),
  topics: [STAFF_TOPIC.name],
  tables: [
    {
      name: 'employees',
      ddl: `CREATE TABLE employees (
        employee_id text PRIMARY KEY, name text NOT NULL, user_id integer, trainer_id text, hire_date date NOT NULL,
        last_day date, details jsonb NOT NULL
      );
      CREATE INDEX employees_user_idx ON employees (user_id);`,
    },
    {
      name: 'employee_documents',
      ddl: `CREATE TABLE employee_documents (
        employee_id text NOT NULL, kind text NOT NULL, document_id text NOT NULL, number text NOT NULL,
        expiry_date date NOT NULL, PRIMARY KEY (employee_id, kind)
      );
      CREATE INDEX employee_documents_expiry_idx ON employee_documents (expiry_date);`,
    },
  ],
  async apply(events, client, { parseEvent }) {
    for (const recorded of events) {
      const event = parseEvent(recorded) as EmployeeEvent;
      switch (event.type) {
        case 'EmployeeHired':
        case 'EmployeeDetailsChanged': {
          const { employeeId, ...details } = event.data;
          await client.query(
            `INSERT INTO employees (employee_id, name, user_id, trainer_id, hire_date, details)
             VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (employee_id) DO UPDATE SET name = $2, user_id = $3, trainer_id = $4, hire_date = $5, details = $6`,
            [employeeId, details.name, details.userId, details.trainerId, details.hireDate, JSON.stringify(details)],
          );
          break;
        }
        case 'EmployeeDocumentRecorded': {
          const d = event.data;
          await client.query(
            `INSERT INTO employee_documents (employee_id, kind, document_id, number, expiry_date) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (employee_id, kind) DO UPDATE SET document_id = $3, number = $4, expiry_date = $5`,
            [d.employeeId, d.kind, d.documentId, d.number, d.expiryDate],
          );
          break;
        }
        case 'EmployeeLeft':
          await client.query('UPDATE employees SET last_day = $2 WHERE employee_id = $1', [
            event.data.employeeId,
            event.data.lastDay,
          ]);
          break;
      }
    }
  },
};
