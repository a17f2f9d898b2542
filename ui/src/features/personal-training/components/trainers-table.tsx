import type { Trainer } from '@gym/modules/membership/personal-training/pt-contracts';
import { ColumnHeaders } from '../../../components/ui/column-headers';

/** The active trainers, by name. */
export function TrainersTable({ trainers }: { trainers: readonly Trainer[] }) {
  const sorted = [...trainers].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Trainers</caption>
        <thead className="bg-slate-50 text-left text-slate-800">
          <ColumnHeaders cell="px-3 py-2" columns={[{ label: 'Name' }, { label: 'Phone' }, { label: 'Email' }]} />
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800">
          {sorted.map((trainer) => (
            <tr key={trainer.id}>
              <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                {trainer.name}
              </th>
              <td className="px-3 py-2">{trainer.phone ?? '—'}</td>
              <td className="px-3 py-2">{trainer.email ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
