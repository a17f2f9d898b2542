import { PageHeader } from '../ui/page-header';

/** A page whose area is built by a later issue: its heading, and no invented data. */
export function NotAvailable({ title }: { title: string }) {
  return (
    <section>
      <PageHeader title={title} />
      <p className="text-slate-700">This area is not available yet.</p>
    </section>
  );
}
