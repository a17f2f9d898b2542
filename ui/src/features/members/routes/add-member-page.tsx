import { PageHeader } from '../../../components/ui/page-header';
import { AddMemberForm } from '../components/add-member-form';
import { useT } from '../../../lib/i18n/use-t';

/** /members/add (canEditMembers): a new member, optionally with a membership sold at once. */
export function Component() {
  const t = useT();
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t('members.addMember')} />
      <AddMemberForm />
    </div>
  );
}
