import { useConnectionState } from '../../lib/socket';
import type { ConnectionState } from '../../lib/socket';

const looks: Record<ConnectionState, { dot: string; label: string; text: string }> = {
  connecting: { dot: 'bg-slate-300', label: 'Connecting', text: 'Live updates connecting' },
  connected: { dot: 'bg-green-600', label: 'Live', text: 'Live updates connected' },
  reconnecting: {
    dot: 'bg-amber-500 animate-pulse motion-reduce:animate-none',
    label: 'Reconnecting',
    text: 'Live updates reconnecting',
  },
  offline: { dot: 'bg-slate-400', label: 'Offline', text: 'Live updates offline' },
};

/** Whether this screen is being kept current by the realtime connection. */
export function ConnectionIndicator() {
  const state = useConnectionState();
  const look = looks[state];
  return (
    <span role="status" className="flex items-center gap-1.5 text-xs text-slate-700" title={look.text}>
      <span aria-hidden="true" className={`size-2.5 rounded-full ${look.dot}`} />
      <span aria-hidden="true" className="hidden md:inline">
        {look.label}
      </span>
      <span className="sr-only">{look.text}</span>
    </span>
  );
}
