import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { displayName, memberInput } from '@gym/modules/membership/members/member-contracts';
import type { memberPatch } from '@gym/modules/membership/members/member-contracts';
import type { Member, MemberInput } from '@gym/modules/membership/members/member-contracts';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast/toast-store';
import { useUpdateMember } from '../api/update-member';
import { useT } from '../../../lib/i18n/use-t';
import { MemberFormFields, memberFormValues } from './member-form-fields';

type MemberPatchValues = z.output<typeof memberPatch>;

const GENDER_LABELS: Record<string, string> = { female: 'members.gender.female', male: 'members.gender.male' };
const LANGUAGE_LABELS = { en: 'members.language.en', ar: 'members.language.ar' } as const;

/** The member's details; staff who may edit members change them here (PATCH with the server's schema). */
export function MemberProfile({ member, canEdit, today }: { member: Member; canEdit: boolean; today: string }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  return (
    <section aria-labelledby="profile-heading" className="rounded-lg border border-slate-200 bg-white p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="profile-heading" className="text-lg font-semibold text-slate-900">
          {t('members.profile.title')}
        </h2>
        {canEdit && !editing ? (
          <Button variant="secondary" className="px-3 py-1.5" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('members.profile.edit')}
          </Button>
        ) : null}
      </div>
      {editing ? (
        <ProfileForm member={member} today={today} onDone={() => setEditing(false)} />
      ) : (
        <ProfileView member={member} />
      )}
    </section>
  );
}

function ProfileView({ member }: { member: Member }) {
  const t = useT();
  const gender = GENDER_LABELS[member.gender];
  const rows: [string, string | null, ('ar' | undefined)?][] = [
    [t('members.profile.nameArabic'), member.nameArabic, 'ar'],
    [t('members.profile.qatarId'), member.qatarId],
    [
      t('members.profile.preferredLanguage'),
      t(member.preferredLanguage ? LANGUAGE_LABELS[member.preferredLanguage] : 'members.language.default'),
    ],
    [t('members.profile.phone'), member.phone],
    [t('members.profile.email'), member.email],
    [t('members.profile.gender'), gender ? t(gender) : member.gender],
    [t('members.profile.dateOfBirth'), member.dateOfBirth],
    [t('members.profile.nationality'), member.nationality],
    [
      t('members.profile.weight'),
      member.weight === null ? null : t('members.profile.weightKg', { weight: member.weight }),
    ],
    [t('members.profile.address'), member.address],
    [t('members.profile.emergencyContact'), member.emergencyContact],
    [t('members.profile.emergencyPhone'), member.emergencyPhone],
    [t('members.profile.joined'), member.joinDate],
  ];
  return (
    <>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {rows.map(([label, value, lang]) => (
          <div key={label}>
            <dt className="text-slate-700">{label}</dt>
            {value ? (
              <dd className="text-slate-900" lang={lang} dir={lang ? 'rtl' : undefined}>
                {value}
              </dd>
            ) : (
              <dd className="text-slate-600">{t('members.profile.notGiven')}</dd>
            )}
          </div>
        ))}
      </dl>
      {member.notes ? (
        <div className="mt-4 text-sm">
          <h3 className="text-slate-700">{t('members.profile.notes')}</h3>
          <p className="mt-1 whitespace-pre-wrap text-slate-900">{member.notes}</p>
        </div>
      ) : null}
    </>
  );
}

function ProfileForm({ member, today, onDone }: { member: Member; today: string; onDone: () => void }) {
  const t = useT();
  const update = useUpdateMember();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<MemberInput, unknown, MemberPatchValues>({
    // The form holds every field, so the whole member's schema checks it (a name in one script or both, field by
    // field), and what it gives is a valid patch.
    resolver: zodResolver(memberInput) as unknown as Resolver<MemberInput, unknown, MemberPatchValues>,
    defaultValues: memberFormValues(member),
  });

  const onSubmit = handleSubmit(async (values) => {
    if (isDirty) {
      await update.mutateAsync({ id: member.id, changes: values });
      toast({
        variant: 'success',
        title: t('members.profile.saved'),
        description: t('members.profile.savedText', {
          name: displayName({
            firstName: values.firstName ?? '',
            lastName: values.lastName ?? '',
            nameArabic: values.nameArabic,
          }),
        }),
      });
    }
    onDone();
  });

  return (
    <form onSubmit={(event) => void onSubmit(event).catch(() => undefined)} noValidate className="grid gap-6">
      <MemberFormFields register={register} errors={errors} today={today} autoFocus />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t('members.cancel')}
        </Button>
        <Button type="submit" busy={isSubmitting}>
          {t('members.profile.save')}
        </Button>
      </div>
    </form>
  );
}
