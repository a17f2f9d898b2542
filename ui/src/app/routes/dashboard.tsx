import { NotAvailable } from '../../components/feedback/not-available';

/** The dashboard's figures are built by a later issue; until then, no invented numbers. */
export function Component() {
  return <NotAvailable title="Dashboard" />;
}
