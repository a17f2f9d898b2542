import { Send } from 'lucide-react';
import type { Channel } from '@gym/modules/insight/marketing/marketing-contracts';
import { MenuButton } from '../../../components/ui/menu-button';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/use-t';
import { useSendPlan } from '../api/send-plan';

/** Each channel with the message ids of its menu item and of the toast once the plan is queued on it. */
const CHANNELS: { channel: Channel; label: string; queued: string }[] = [
  { channel: 'email', label: 'ai-fitness.send.email', queued: 'ai-fitness.send.queuedEmail' },
  { channel: 'sms', label: 'ai-fitness.send.sms', queued: 'ai-fitness.send.queuedSms' },
  { channel: 'whatsapp', label: 'ai-fitness.send.whatsapp', queued: 'ai-fitness.send.queuedWhatsapp' },
];

/** Sends a saved plan to its member on the channel chosen; the outbox delivers it (consent is checked there too). */
export function SendPlanButton({ planId, memberName }: { planId: string; memberName: string }) {
  const t = useT();
  const send = useSendPlan();
  const onSend = (channel: Channel, queued: string) =>
    send.mutate(
      { planId, channel },
      {
        onSuccess: () =>
          toast({
            variant: 'success',
            title: t('ai-fitness.send.sent'),
            description: t(queued, { member: memberName }),
          }),
        onError: (error) =>
          toast({ variant: 'destructive', title: t('ai-fitness.send.notSent'), description: errorMessage(error) }),
      },
    );
  return (
    <MenuButton
      buttonClassName="inline-flex h-9 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700"
      menuClassName="absolute end-0 z-20 mt-1 grid min-w-40 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      itemClassName="px-3 py-2 text-start text-sm text-slate-900 hover:bg-slate-100 data-focus:bg-slate-100 focus:outline-none"
      button={
        <>
          <Send aria-hidden="true" className="size-4" />
          {send.isPending ? t('ai-fitness.send.sending') : t('ai-fitness.send.button')}
        </>
      }
      items={CHANNELS.map(({ channel, label, queued }) => ({
        key: channel,
        label: t(label),
        onSelect: () => onSend(channel, queued),
      }))}
    />
  );
}
