import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { WalkInGrid } from '../components/walk-in-grid';

/** /members/quick-v2 (canViewMembers): several walk-ins in a row, from the keyboard. */
export function Component() {
  return (
    <div className="mx-auto grid max-w-6xl gap-4">
      <PageHeader title="Quick Members">
        <Link to="/members/quick" className="text-sm font-medium text-indigo-800 underline">
          One walk-in with payment and check-in
        </Link>
      </PageHeader>
      <p className="text-sm text-slate-700">
        Tab moves across a row; Enter registers it and opens the next. Take payments with each row&apos;s Pay button.
      </p>
      <WalkInGrid />
    </div>
  );
}
