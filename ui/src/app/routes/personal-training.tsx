import { NotAvailable } from '../../components/feedback/not-available';

/** Placeholder until the dashboard issue builds this page. */
export function Component() {
  return <NotAvailable title="Personal Training" />;
}
