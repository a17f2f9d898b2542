import { useT } from '../../../lib/i18n/use-t';
import { CHANNEL_LABEL_IDS } from '../utils/channel-labels';

/** The channels (e-mail, SMS, WhatsApp) as a select's options: a template's and a test message's. */
export function ChannelOptions() {
  const t = useT();
  return Object.entries(CHANNEL_LABEL_IDS).map(([channel, id]) => (
    <option key={channel} value={channel}>
      {t(id)}
    </option>
  ));
}
