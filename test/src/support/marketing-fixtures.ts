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
