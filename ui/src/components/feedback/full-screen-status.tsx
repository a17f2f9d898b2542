import { Spinner } from '../ui/spinner';

/** A centred spinner with a live text ("Authenticating...", "Logging out..."). */
export function FullScreenStatus({ text }: { text: string }) {
  return (
    <div className="grid min-h-screen place-items-center bg-slate-50">
      <p role="status" className="flex items-center gap-3 text-base text-slate-800">
        <Spinner className="size-6 text-indigo-700" />
        {text}
      </p>
    </div>
  );
}
