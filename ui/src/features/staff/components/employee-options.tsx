import type { Employee } from '@gym/modules/people/staff/employee-contracts';

/** The employees as a select's options, by name. */
export function EmployeeOptions({ employees }: { employees: readonly Employee[] }) {
  return employees.map((e) => (
    <option key={e.id} value={e.id}>
      {e.name}
    </option>
  ));
}
