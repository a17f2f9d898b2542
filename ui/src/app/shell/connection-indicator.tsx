import { useConnectionState } from '../../lib/socket';
import type { ConnectionState } from '../../lib/socket';
import { useT } from '../../lib/i18n/use-t';

const looks: Record<ConnectionState, { dot: string; label: string; text: string }> = {
  connecting: { dot: 'bg-slate-300', label: 'app.connection.connecting.label', text: 'app.connection.connecting.text' },
  connected: { dot: 'bg-green-600', label: 'app.connection.connected.label', text: 'app.connection.connected.text' },
  reconnecting: {
    dot: 'bg-amber-500 animate-pulse motion-reduce:animate-none',
    label: 'app.connection.reconnecting.label',
    text: 'app.connection.reconnecting.text',
  },
  offline: { dot: 'bg-slate-400', label: 'app.connection.offline.label', text: 'app.connection.offline.text' },
};

/** Whether this screen is being kept current by the realtime connection. */
export function ConnectionIndicator() {
  const state = useConnectionState();
  const look = looks[state];
  const t = useT();
  return (
    <span role="status" className="flex items-center gap-1.5 text-xs text-slate-700" title={t(look.text)}>
      <span aria-hidden="true" className={`size-2.5 rounded-full ${look.dot}`} />
      <span aria-hidden="true" className="hidden md:inline">
        {t(look.label)}
      </span>
      <span className="sr-only">{t(look.text)}</span>
    </span>
  );
}
