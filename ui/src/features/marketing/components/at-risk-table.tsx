import type { AtRiskMember } from '@gym/modules/insight/marketing/marketing-contracts';

/** Members at risk of leaving, highest score first, each with the reasons. */
export function AtRiskTable({ members }: { members: readonly AtRiskMember[] }) {
  return (
    <table className="w-full rounded-lg border border-slate-200 bg-white text-sm">
      <caption className="sr-only">Members at risk</caption>
      <thead className="bg-slate-50 text-left text-slate-700">
        <tr>
          <th scope="col" className="px-3 py-2">
            Member
          </th>
          <th scope="col" className="px-3 py-2">
            Score
          </th>
          <th scope="col" className="px-3 py-2">
            Why
          </th>
        </tr>
      </thead>
      <tbody>
        {members.map((m) => (
          <tr key={m.memberId} className="border-t border-slate-100">
            <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
              {m.name}
            </th>
            <td className="px-3 py-2">{m.score}</td>
            <td className="px-3 py-2">{m.reasons.join('; ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
