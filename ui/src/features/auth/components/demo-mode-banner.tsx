import { TriangleAlert } from 'lucide-react';
import { useDemoInfo } from '../api/get-demo-info';

/**
 * While the server runs in demo mode, every screen says so, and what it means: the demo accounts' passwords are
 * published, so this is no place for real members' data. The server decides; nothing shows when it is off.
 */
export function DemoModeBanner() {
  const { data } = useDemoInfo();
  if (!data?.enabled) return null;
  return (
    <section
      aria-label="Demo mode"
      className="flex items-start gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-800" />
      <p>
        <strong className="font-semibold">Demo mode.</strong> Demo accounts with published passwords (admin / admin123,
        reception / reception123) can sign in{' '}
        {data.remoteSignIn ? 'from every computer on the network.' : 'on the computer running the app only.'} Do not
        enter real members&apos; data: to run a real gym, follow &ldquo;Run a real gym safely&rdquo; in the README.
      </p>
    </section>
  );
}
