import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { deliverySettings } from '@gym/modules/insight/marketing/marketing-contracts';
import type {
  Channel,
  DeliverySettings,
  DeliverySettingsView,
} from '@gym/modules/insight/marketing/marketing-contracts';
import { Button } from '../../../components/ui/button';
import { formFields, SelectField, TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
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

/**
 * The delivery settings (read with canViewMarketing; changed with canManageSettings, which the server checks too):
 * SMTP server, SMS/WhatsApp provider, quiet hours, daily cap, and a test message through the saved settings.
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
  return (
    <Modal
      open={open}
      onClose={onClose}
      wide
      title="Delivery settings"
      description={
        canManage
          ? 'How messages leave. Passwords and tokens are not entered here: they come from the environment.'
          : 'How messages leave. Only a user who may manage settings can change them.'
      }
    >
      {open ? <DeliverySettingsForm view={view} canManage={canManage} onDone={onClose} /> : null}
    </Modal>
  );
}

function DeliverySettingsForm({
  view,
  canManage,
  onDone,
}: {
  view: DeliverySettingsView;
  canManage: boolean;
  onDone: () => void;
}) {
  const save = useSaveDeliverySettings();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isDirty },
  } = useForm({ resolver: zodResolver(deliverySettings), defaultValues: settingsOf(view) });
  const [error, setError] = useState<string | null>(null);
  // Said inside the dialog: while it is open, everything outside (the toasts too) is hidden from assistive technology.
  const [saved, setSaved] = useState(false);
  const field = formFields(register, errors);
  const number = { valueAsNumber: true } as const;
  // Disabled inputs would leave their values out of the form (and the schema wants them): a hint instead.
  const twilio = useWatch({ control, name: 'smsProvider' }) === 'twilio';

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    setSaved(false);
    try {
      await save.mutateAsync(values);
      reset(values);
      setSaved(true);
    } catch (e) {
      setError(errorMessage(e));
    }
  });

  return (
    <div className="grid gap-4">
      <form noValidate className="grid gap-4" onSubmit={(event) => void onSubmit(event)}>
        <fieldset disabled={!canManage} className="grid gap-4">
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
              <SecretLine secret={view.secrets.smtpPassword} />
            </ul>
          </Group>
          <Group legend="SMS and WhatsApp">
            <div className="grid gap-3 sm:grid-cols-2">
              <SelectField label="Provider" {...field('smsProvider')}>
                <option value="log">Log only (sends nothing)</option>
                <option value="twilio">Twilio</option>
              </SelectField>
              <TextField
                label="Twilio account SID"
                autoComplete="off"

                {...field('twilioAccountSid')}
              />
              <TextField
                label="SMS sender number"
                hint={twilio ? undefined : 'Used with Twilio only'}
                {...field('smsFrom')}
              />
              <TextField label="WhatsApp sender number" {...field('whatsappFrom')} />
            </div>
            <ul className="grid gap-1">
              <SecretLine secret={view.secrets.twilioAuthToken} />
              <SecretLine secret={view.secrets.smsInboundKey} />
            </ul>
          </Group>
          <Group legend="When and how many">
            <div className="grid gap-3 sm:grid-cols-3">
              <TextField label="Quiet from" type="time" hint="Gym time; nothing is sent" {...field('quietFrom')} />
              <TextField label="Quiet until" type="time" {...field('quietUntil')} />
              <TextField
                label="Daily cap"
                type="number"
                min={0}
                hint="Messages a gym day"
                {...field('dailyCap', number)}
              />
            </div>
            <TextField
              label="Public address of this app"
              type="url"
              placeholder="https://gym.example.com"
              hint="Where the unsubscribe link in e-mails points."
              {...field('publicUrl')}
            />
          </Group>
        </fieldset>
        {error ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {error}
          </p>
        ) : null}
        <div className="flex items-center justify-end gap-2">
          <p role="status" className="mr-auto text-sm text-emerald-900">
            {saved && !isDirty ? 'Delivery settings saved.' : ''}
          </p>
          <Button variant="secondary" onClick={onDone}>
            Close
          </Button>
          {canManage ? (
            <Button type="submit" busy={save.isPending} disabled={!isDirty}>
              Save delivery settings
            </Button>
          ) : null}
        </div>
      </form>
      {canManage ? <TestMessage unsaved={isDirty} /> : null}
    </div>
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
