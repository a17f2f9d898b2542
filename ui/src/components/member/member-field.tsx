import { X } from 'lucide-react';
import type { Member } from '@gym/modules/membership/members/member-contracts';
import { useT } from '../../lib/i18n/use-t';
import { Button } from '../ui/button';
import { MemberPicker } from './member-picker';

interface MemberFieldProps {
  readonly member: Member | undefined;
  readonly onChange: (member: Member | undefined) => void;
  readonly error?: string;
  readonly label?: string;
  readonly placeholder?: string;
  readonly changeLabel?: string;
}

/**
 * A form's member: the picker until one is chosen, then the chosen member with "Change member". One piece for the
 * dialogs that sell to or enrol a member, so the way a desk picks and re-picks reads the same in each.
 */
export function MemberField({ member, onChange, error, label: ownLabel, placeholder, changeLabel }: MemberFieldProps) {
  const t = useT();
  const label = ownLabel ?? t('kit.memberField.label');
  if (!member) {
    return (
      <MemberPicker
        label={label}
        placeholder={placeholder ?? t('kit.memberField.placeholder')}
        autoFocus
        onPick={onChange}
        error={error}
      />
    );
  }
  return (
    <div className="grid gap-1">
      <p className="text-sm font-medium text-slate-800">{label}</p>
      <div className="flex items-center justify-between gap-2 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm">
        <span className="text-slate-900">
          <span className="font-medium">{member.memberName}</span>{' '}
          <span className="text-slate-700">#{member.memberNumber}</span>
        </span>
        <Button variant="ghost" className="px-2 py-1" onClick={() => onChange(undefined)}>
          <X aria-hidden="true" className="size-4" />
          {changeLabel ?? t('kit.memberField.change')}
        </Button>
      </div>
    </div>
  );
}
