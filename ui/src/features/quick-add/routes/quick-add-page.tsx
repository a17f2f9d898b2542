import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { QuickAdd } from '../components/quick-add';

/** /members/quick (canViewMembers): register a walk-in, take the payment and check them in, without a mouse. */
export function Component() {
  return (
    <div className="mx-auto grid max-w-6xl gap-4">
      <PageHeader title="Quick Add Members">
        <nav aria-label="Other ways to add members" className="flex flex-wrap gap-4 text-sm">
          <Link to="/members/quick-v2" className="font-medium text-indigo-800 underline">
            Several walk-ins in a row
          </Link>
          <Link to="/members/add" className="font-medium text-indigo-800 underline">
            Full member form
          </Link>
        </nav>
      </PageHeader>
      <QuickAdd />
    </div>
  );
}
