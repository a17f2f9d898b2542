/**
 * The environment variable that lets outgoing mail go to a relay on this computer or the local network, on any port
 * (the suite's SMTP server listens on 127.0.0.1 on a free port). A test that sends through it sets it explicitly.
 */
export const ALLOW_LOCAL_SMTP = 'GYM_ALLOW_LOCAL_SMTP';

/** Sets GYM_ALLOW_LOCAL_SMTP=1 for the process (the app reads it when it sends); the answer puts it back as it was. */
export function allowLocalSmtp(): () => void {
  const previous = process.env[ALLOW_LOCAL_SMTP];
  process.env[ALLOW_LOCAL_SMTP] = '1';
  return () => {
    if (previous === undefined) delete process.env[ALLOW_LOCAL_SMTP];
    else process.env[ALLOW_LOCAL_SMTP] = previous;
  };
}

/**
 * Delivery settings for a test: e-mail through the suite's SMTP server on `smtpPort`, texts to the log-only provider,
 * quiet hours 21:00–09:00 (tests hold a clock at 10:00 in Qatar; pass `quietFrom = quietUntil` for none).
 */
export function deliverySettings(smtpPort: number, overrides: Record<string, unknown> = {}) {
  return {
    quietFrom: '21:00',
    quietUntil: '09:00',
    dailyCap: 500,
    smtpHost: '127.0.0.1',
    smtpPort,
    smtpSecurity: 'none',
    smtpUser: '',
    fromEmail: 'news@gym.example',
    smsProvider: 'log',
    twilioAccountSid: '',
    smsFrom: '',
    whatsappFrom: '',
    publicUrl: 'https://gym.example',
    ...overrides,
  };
}
