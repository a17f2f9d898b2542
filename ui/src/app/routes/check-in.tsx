import { NotAvailable } from '../../components/feedback/not-available';

/** Placeholder until the desk issue builds this page. */
export function Component() {
  return <NotAvailable title="Check-In" />;
}
