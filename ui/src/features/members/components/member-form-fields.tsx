import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { Member, MemberInput } from '@gym/modules/membership/members/member-contracts';
import { formFields, SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { useT } from '../../../lib/i18n/use-t';

/** Empty number inputs are "not given" (null), not 0 or NaN. */
const numberOrNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/** Form values of an existing member (edit): nulls as empty fields. */
export function memberFormValues(member: Member): MemberInput {
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    phone: member.phone,
    gender: member.gender === 'female' ? 'female' : 'male',
    email: member.email ?? '',
    nationality: member.nationality ?? '',
    address: member.address ?? '',
    dateOfBirth: member.dateOfBirth ?? '',
    weight: member.weight,
    emergencyContact: member.emergencyContact ?? '',
    emergencyPhone: member.emergencyPhone ?? '',
    notes: member.notes ?? '',
    nameArabic: member.nameArabic ?? '',
    qatarId: member.qatarId ?? '',
    preferredLanguage: member.preferredLanguage ?? '',
  };
}

export const emptyMemberForm = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  nationality: '',
  address: '',
  dateOfBirth: '',
  weight: null,
  emergencyContact: '',
  emergencyPhone: '',
  notes: '',
  nameArabic: '',
  qatarId: '',
  preferredLanguage: '',
} satisfies Partial<MemberInput>;

interface MemberFormFieldsProps {
  register: UseFormRegister<MemberInput>;
  errors: FieldErrors<MemberInput>;
  /** Today in the gym: a date of birth cannot be later. */
  today: string;
  autoFocus?: boolean;
}

/** Every member field of the spec, grouped as a desk fills them in; messages come from the server's own schema. */
export function MemberFormFields({ register, errors, today, autoFocus = false }: MemberFormFieldsProps) {
  const t = useT();
  const field = formFields(register, errors);
  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold text-slate-900">{t('members.form.personal')}</legend>
        <div className="grid gap-4 md:grid-cols-2">
          {/* Not `required`: a member may have a name in Arabic script only (issue 46, item 5). */}
          <TextField
            label={t('members.form.firstName')}
            autoComplete="given-name"
            autoFocus={autoFocus}
            {...field('firstName')}
          />
          <TextField label={t('members.form.lastName')} autoComplete="family-name" {...field('lastName')} />
          <TextField
            label={t('members.form.nameArabic')}
            hint={t('members.form.nameArabicHint')}
            lang="ar"
            dir="rtl"
            autoComplete="off"
            {...field('nameArabic')}
          />
          <TextField
            label={t('members.form.qatarId')}
            hint={t('members.form.qatarIdHint')}
            inputMode="numeric"
            autoComplete="off"
            {...field('qatarId')}
          />
          <SelectField label={t('members.form.gender')} required {...field('gender')}>
            <option value="">{t('members.form.choose')}</option>
            <option value="female">{t('members.gender.female')}</option>
            <option value="male">{t('members.gender.male')}</option>
          </SelectField>
          <TextField
            label={t('members.form.dateOfBirth')}
            type="date"
            max={today}
            autoComplete="bday"
            {...field('dateOfBirth')}
          />
          <TextField label={t('members.form.nationality')} autoComplete="country-name" {...field('nationality')} />
          <SelectField label={t('members.form.preferredLanguage')} {...field('preferredLanguage')}>
            <option value="">{t('members.language.default')}</option>
            <option value="en">{t('members.language.en')}</option>
            <option value="ar">{t('members.language.ar')}</option>
          </SelectField>
          <TextField
            label={t('members.form.weight')}
            type="number"
            inputMode="decimal"
            step="0.1"
            min={20}
            max={300}
            {...field('weight', { setValueAs: numberOrNull })}
          />
        </div>
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold text-slate-900">{t('members.form.contact')}</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label={t('members.form.phone')} type="tel" autoComplete="tel" required {...field('phone')} />
          <TextField label={t('members.form.email')} type="email" autoComplete="email" {...field('email')} />
        </div>
        <TextField label={t('members.form.address')} autoComplete="street-address" {...field('address')} />
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold text-slate-900">{t('members.form.emergency')}</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label={t('members.form.emergencyName')} autoComplete="off" {...field('emergencyContact')} />
          <TextField
            label={t('members.form.emergencyPhone')}
            type="tel"
            autoComplete="off"
            {...field('emergencyPhone')}
          />
        </div>
      </fieldset>
      <TextAreaField label={t('members.form.notes')} rows={3} {...field('notes')} />
    </div>
  );
}
