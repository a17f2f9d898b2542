import { useT } from '../../../../lib/i18n/use-t';
import type { Instructor, SessionGender } from '../../api/class-schemas';
import { instructorValue } from '../../utils/class-forms';

export const GENDER_LABELS: Record<SessionGender, string> = {
  mixed: 'classes.gender.mixed',
  ladies: 'classes.gender.ladiesOnly',
  gents: 'classes.gender.gentsOnly',
};

/** The instructors of a select, staff and trainers in their own groups. */
export function InstructorOptions({ instructors }: { instructors: readonly Instructor[] }) {
  const t = useT();
  const group = (kind: Instructor['kind'], label: string) => {
    const ofKind = instructors.filter((one) => one.kind === kind);
    return ofKind.length === 0 ? null : (
      <optgroup label={label}>
        {ofKind.map((one) => (
          <option key={instructorValue(one)} value={instructorValue(one)}>
            {one.name}
          </option>
        ))}
      </optgroup>
    );
  };
  return (
    <>
      {group('staff', t('classes.instructor.staff'))}
      {group('trainer', t('classes.instructor.trainers'))}
    </>
  );
}
