import { Link } from 'react-router';
import { buttonClasses } from '../ui/button';

export function PageNotFound() {
  return (
    <section className="mx-auto max-w-xl py-12 text-center">
      <title>Page Not Found</title>
      <h1 className="text-3xl font-bold text-slate-900">Page Not Found</h1>
      <p className="mt-3 text-slate-700">Did you forget to add the page to the router?</p>
      <Link to="/" className={buttonClasses('primary', 'mt-6')}>
        Go to the dashboard
      </Link>
    </section>
  );
}
