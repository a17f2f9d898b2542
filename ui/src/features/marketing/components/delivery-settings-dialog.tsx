import { useState } from 'react';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { deliverySettings } from '@gym/modules/insight/marketing/marketing-contracts';
import type {
  Channel,
  DeliverySettings,
  DeliverySettingsView,
} from '@gym/modules/insight/marketing/marketing-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import type { FormDialogField } from '../../../components/form-dialog/form-dialog';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/use-t';
import { useSaveDeliverySettings } from '../api/save-delivery-settings';
import { useSendTestMessage } from '../api/send-test-message';
import { ChannelOptions } from './channel-options';

type Secret = DeliverySettingsView['secrets'][keyof DeliverySettingsView['secrets']];

/** Whether the environment provides a secret, and under which name: the value never reaches the browser. */
export function SecretLine({ secret }: { secret: Secret }) {
  const t = useT();
  return (
    <li className="text-sm text-slate-800">
      <span className="font-medium">{secret.purpose}</span>:{' '}
      {secret.configured ? (
        <span className="text-emerald-800">{t('marketing.secret.set')}</span>
      ) : (
        <span className="text-amber-900">{t('marketing.secret.notSet')}</span>
      )}{' '}
      ({t('marketing.secret.environmentVariable')} <code className="rounded bg-slate-100 px-1">{secret.env}</code>)
    </li>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

const settingsOf = ({ secrets: _secrets, ...settings }: DeliverySettingsView): DeliverySettings => settings;
const number = { valueAsNumber: true } as const;

/**
 * The delivery settings (read with canViewMarketing; changed with canManageSettings, which the server checks too):
 * SMTP server, SMS/WhatsApp provider, quiet hours, daily cap, and a test message through the saved settings. It
 * stays open after saving, to send the test through what was saved.
 */
export function DeliverySettingsDialog({
  open,
  onClose,
  view,
  canManage,
}: {
  open: boolean;
  onClose: () => void;
  view: DeliverySettingsView;
  canManage: boolean;
}) {
  const t = useT();
  const save = useSaveDeliverySettings();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      wide
      title={t('marketing.delivery.title')}
      description={canManage ? t('marketing.delivery.descriptionManage') : t('marketing.delivery.descriptionView')}
      schema={deliverySettings}
      defaultValues={settingsOf(view)}
      submitLabel={t('marketing.delivery.save')}
      cancelLabel={t('kit.close')}
      failureMessage={t('marketing.delivery.failed')}
      keepOpenOnSuccess
      readOnly={!canManage}
      submitDisabled={({ formState }) => !formState.isDirty}
      onSubmit={(values, { idempotencyKey }) => save.mutateAsync({ input: values, idempotencyKey })}
      // Said inside the dialog: while it is open, everything outside (the toasts too) is hidden from assistive technology.
      footerStatus={({ formState: { isSubmitSuccessful, isDirty } }) => (
        <p role="status" className="text-sm text-emerald-900">
          {isSubmitSuccessful && !isDirty ? t('marketing.delivery.saved') : ''}
        </p>
      )}
      after={({ formState }) => (canManage ? <TestMessage unsaved={formState.isDirty} /> : null)}
    >
      {({ field }) => <SettingsFields field={field} secrets={view.secrets} />}
    </FormDialog>
  );
}

function SettingsFields({
  field,
  secrets,
}: {
  field: FormDialogField<DeliverySettings>;
  secrets: DeliverySettingsView['secrets'];
}) {
  const t = useT();
  // Disabled inputs would leave their values out of the form (and the schema wants them): a hint instead.
  const twilio = useWatch<DeliverySettings, 'smsProvider'>({ name: 'smsProvider' }) === 'twilio';
  return (
    <>
      <Group legend={t('marketing.delivery.emailGroup')}>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('marketing.delivery.smtpServer')}
            placeholder={t('marketing.delivery.smtpServerExample')}
            {...field('smtpHost')}
          />
          <TextField
            label={t('marketing.delivery.port')}
            type="number"
            min={1}
            max={65535}
            {...field('smtpPort', number)}
          />
          <SelectField label={t('marketing.delivery.encryption')} {...field('smtpSecurity')}>
            <option value="starttls">{t('marketing.delivery.encryption.starttls')}</option>
            <option value="tls">{t('marketing.delivery.encryption.tls')}</option>
            <option value="none">{t('marketing.delivery.encryption.none')}</option>
          </SelectField>
          <TextField label={t('marketing.delivery.userName')} autoComplete="off" {...field('smtpUser')} />
          <TextField
            label={t('marketing.delivery.fromAddress')}
            type="email"
            placeholder={t('marketing.delivery.fromAddressExample')}
            {...field('fromEmail')}
          />
        </div>
        <ul>
          <SecretLine secret={secrets.smtpPassword} />
        </ul>
      </Group>
      <Group legend={t('marketing.delivery.smsGroup')}>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField label={t('marketing.delivery.provider')} {...field('smsProvider')}>
            <option value="log">{t('marketing.delivery.provider.log')}</option>
            <option value="twilio">{t('marketing.delivery.provider.twilio')}</option>
          </SelectField>
          <TextField label={t('marketing.delivery.twilioSid')} autoComplete="off" {...field('twilioAccountSid')} />
          <TextField
            label={t('marketing.delivery.smsFrom')}
            hint={twilio ? undefined : t('marketing.delivery.smsFromHint')}
            {...field('smsFrom')}
          />
          <TextField label={t('marketing.delivery.whatsappFrom')} {...field('whatsappFrom')} />
        </div>
        <ul className="grid gap-1">
          <SecretLine secret={secrets.twilioAuthToken} />
          <SecretLine secret={secrets.smsInboundKey} />
        </ul>
      </Group>
      <Group legend={t('marketing.delivery.whenGroup')}>
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            label={t('marketing.delivery.quietFrom')}
            type="time"
            hint={t('marketing.delivery.quietFromHint')}
            {...field('quietFrom')}
          />
          <TextField label={t('marketing.delivery.quietUntil')} type="time" {...field('quietUntil')} />
          <TextField
            label={t('marketing.delivery.dailyCap')}
            type="number"
            min={0}
            hint={t('marketing.delivery.dailyCapHint')}
            {...field('dailyCap', number)}
          />
        </div>
        <TextField
          label={t('marketing.delivery.publicUrl')}
          type="url"
          placeholder={t('marketing.delivery.publicUrlExample')}
          hint={t('marketing.delivery.publicUrlHint')}
          {...field('publicUrl')}
        />
      </Group>
    </>
  );
}

/** Sends one message through the saved settings and shows the answer: sent, or the server's refusal in words. */
function TestMessage({ unsaved }: { unsaved: boolean }) {
  const t = useT();
  const send = useSendTestMessage();
  const [channel, setChannel] = useState<Channel>('email');
  const [to, setTo] = useState('');
  const [outcome, setOutcome] = useState<{ sent: boolean; detail: string } | null>(null);

  const submit = () => {
    setOutcome(null);
    send.mutate(
      { channel, to },
      {
        onSuccess: (answer) => setOutcome(answer),
        onError: (e) => setOutcome({ sent: false, detail: errorMessage(e) }),
      },
    );
  };

  return (
    <form
      noValidate
      aria-labelledby="delivery-test-heading"
      className="grid gap-3 rounded-md border border-slate-200 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3 id="delivery-test-heading" className="text-sm font-semibold text-slate-900">
        {t('marketing.test.heading')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        <SelectField
          label={t('marketing.channel.label')}
          value={channel}
          onChange={(e) => setChannel(e.target.value as Channel)}
        >
          <ChannelOptions />
        </SelectField>
        <TextField
          label={channel === 'email' ? t('marketing.test.toAddress') : t('marketing.test.toPhone')}
          type={channel === 'email' ? 'email' : 'tel'}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          hint={unsaved ? t('marketing.test.unsaved') : undefined}
        />
      </div>
      {outcome ? (
        <p
          role={outcome.sent ? 'status' : 'alert'}
          className={`rounded-md p-3 text-sm ${
            outcome.sent ? 'bg-emerald-50 text-emerald-950' : 'border border-red-200 bg-red-50 text-red-900'
          }`}
        >
          {outcome.detail}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" busy={send.isPending} disabled={to.trim() === ''}>
          {t('marketing.test.send')}
        </Button>
      </div>
    </form>
  );
}
