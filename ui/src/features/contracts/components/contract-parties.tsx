import type { ContractMember } from '@gym/modules/membership/contracts/contract-contracts';
import { useT } from '../../../lib/i18n/use-t';

/** Who signs and for which membership: the lines under the contract's title. */
export function ContractParties({ member }: { member: ContractMember }) {
  const t = useT();
  const rows: [string, string][] = [
    [t('contracts.doc.member'), member.nameArabic ? `${member.name} · ${member.nameArabic}` : member.name],
    [t('contracts.doc.number'), String(member.memberNumber)],
    ...(member.qatarId ? [[t('contracts.doc.qatarId'), member.qatarId] as [string, string]] : []),
    [t('contracts.doc.phone'), member.phone],
    [t('contracts.doc.plan'), member.planName ?? t('contracts.doc.noPlan')],
    ...(member.startDate && member.expiryDate
      ? [
          [t('contracts.doc.dates'), t('contracts.doc.period', { from: member.startDate, to: member.expiryDate })] as [
            string,
            string,
          ],
        ]
      : []),
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-700">{label}</dt>
          <dd className="text-slate-900">
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
