import { PageHeader } from '../../../components/ui/page-header';
import { AddMemberForm } from '../components/add-member-form';

/** /members/add (canEditMembers): a new member, optionally with a membership sold at once. */
export function Component() {
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title="Add Member" />
      <AddMemberForm />
    </div>
  );
}
