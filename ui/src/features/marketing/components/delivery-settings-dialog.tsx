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
import { useSaveDeliverySettings } from '../api/save-delivery-settings';
import { useSendTestMessage } from '../api/send-test-message';

type Secret = DeliverySettingsView['secrets'][keyof DeliverySettingsView['secrets']];

/** Whether the environment provides a secret, and under which name: the value never reaches the browser. */
export function SecretLine({ secret }: { secret: Secret }) {
  return (
    <li className="text-sm text-slate-800">
      <span className="font-medium">{secret.purpose}</span>:{' '}
      {secret.configured ? (
        <span className="text-emerald-800">set</span>
      ) : (
        <span className="text-amber-900">not set</span>
      )}{' '}
      (environment variable <code className="rounded bg-slate-100 px-1">{secret.env}</code>)
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
  const save = useSaveDeliverySettings();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      wide
      title="Delivery settings"
      description={
        canManage
          ? 'How messages leave. Passwords and tokens are not entered here: they come from the environment.'
          : 'How messages leave. Only a user who may manage settings can change them.'
      }
      schema={deliverySettings}
      defaultValues={settingsOf(view)}
      submitLabel="Save delivery settings"
      cancelLabel="Close"
      failureMessage="The delivery settings could not be saved. Please try again."
      keepOpenOnSuccess
      readOnly={!canManage}
      submitDisabled={({ formState }) => !formState.isDirty}
      onSubmit={(values, { idempotencyKey }) => save.mutateAsync({ input: values, idempotencyKey })}
      // Said inside the dialog: while it is open, everything outside (the toasts too) is hidden from assistive technology.
      footerStatus={({ formState: { isSubmitSuccessful, isDirty } }) => (
        <p role="status" className="text-sm text-emerald-900">
          {isSubmitSuccessful && !isDirty ? 'Delivery settings saved.' : ''}
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
  // Disabled inputs would leave their values out of the form (and the schema wants them): a hint instead.
  const twilio = useWatch<DeliverySettings, 'smsProvider'>({ name: 'smsProvider' }) === 'twilio';
  return (
    <>
      <Group legend="E-mail (SMTP server)">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label="SMTP server" placeholder="smtp.example.com" {...field('smtpHost')} />
          <TextField label="Port" type="number" min={1} max={65535} {...field('smtpPort', number)} />
          <SelectField label="Encryption" {...field('smtpSecurity')}>
            <option value="starttls">STARTTLS (usually port 587)</option>
            <option value="tls">TLS (usually port 465)</option>
            <option value="none">None (a local relay)</option>
          </SelectField>
          <TextField label="User name" autoComplete="off" {...field('smtpUser')} />
          <TextField label="From address" type="email" placeholder="news@gym.example" {...field('fromEmail')} />
        </div>
        <ul>
          <SecretLine secret={secrets.smtpPassword} />
        </ul>
      </Group>
      <Group legend="SMS and WhatsApp">
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField label="Provider" {...field('smsProvider')}>
            <option value="log">Log only (sends nothing)</option>
            <option value="twilio">Twilio</option>
          </SelectField>
          <TextField label="Twilio account SID" autoComplete="off" {...field('twilioAccountSid')} />
          <TextField
            label="SMS sender number"
            hint={twilio ? undefined : 'Used with Twilio only'}
            {...field('smsFrom')}
          />
          <TextField label="WhatsApp sender number" {...field('whatsappFrom')} />
        </div>
        <ul className="grid gap-1">
          <SecretLine secret={secrets.twilioAuthToken} />
          <SecretLine secret={secrets.smsInboundKey} />
        </ul>
      </Group>
      <Group legend="When and how many">
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField label="Quiet from" type="time" hint="Gym time; nothing is sent" {...field('quietFrom')} />
          <TextField label="Quiet until" type="time" {...field('quietUntil')} />
          <TextField label="Daily cap" type="number" min={0} hint="Messages a gym day" {...field('dailyCap', number)} />
        </div>
        <TextField
          label="Public address of this app"
          type="url"
          placeholder="https://gym.example.com"
          hint="Where the unsubscribe link in e-mails points."
          {...field('publicUrl')}
        />
      </Group>
    </>
  );
}

/** Sends one message through the saved settings and shows the answer: sent, or the server's refusal in words. */
function TestMessage({ unsaved }: { unsaved: boolean }) {
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
        Send a test message
      </h3>
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        <SelectField label="Channel" value={channel} onChange={(e) => setChannel(e.target.value as Channel)}>
          <option value="email">E-mail</option>
          <option value="sms">SMS</option>
          <option value="whatsapp">WhatsApp</option>
        </SelectField>
        <TextField
          label={channel === 'email' ? 'Send to address' : 'Send to phone number'}
          type={channel === 'email' ? 'email' : 'tel'}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          hint={unsaved ? 'The test uses the saved settings: save your changes first.' : undefined}
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
          Send test message
        </Button>
      </div>
    </form>
  );
}
