import { useGymName } from '../../features/settings/api/get-public-settings';

/**
 * The fixed black footer with the current year. It is part of the shell, so it is always there; the spec's
 * re-adding of a missing footer after load existed only to repair a footer injected outside React.
 */
export function AppFooter() {
  const gymName = useGymName();
  return (
    <footer className="fixed inset-x-0 bottom-0 z-40 flex h-10 items-center justify-center bg-black px-4 text-xs text-white">
      <p>
        © {new Date().getFullYear()} {gymName}
      </p>
    </footer>
  );
}
