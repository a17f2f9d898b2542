import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError, twilioProvider } from '@gym/modules/insight/marketing/channels/sms-provider';
import { TwilioTestServer } from '../support/twilio-test-server.js';

const account = {
  accountSid: 'AC123',
  authToken: 'secret-token',
  smsFrom: '+15005550006',
  whatsappFrom: '+14155238886',
};

describe('the Twilio SMS/WhatsApp provider against a local stand-in of its HTTP API', () => {
  let twilio: TwilioTestServer;
  beforeAll(async () => {
    twilio = await new TwilioTestServer().start();
  });
  afterAll(() => twilio?.stop());

  const provider = () => twilioProvider({ ...account, baseUrl: twilio.url });

  it('posts an SMS as Twilio expects (account path, basic auth, form fields) and answers its sid', async () => {
    const sid = await provider().send({ channel: 'sms', to: '+97455123456', body: 'Hello Sara', messageId: 'm1' });
    expect(sid).toMatch(/^SM\d{32}$/);
    const request = twilio.received.at(-1)!;
    expect(request.path).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(request.authorization).toBe(`Basic ${Buffer.from('AC123:secret-token').toString('base64')}`);
    expect(request.form).toEqual({ To: '+97455123456', From: '+15005550006', Body: 'Hello Sara' });
  });

  it('prefixes both numbers with whatsapp: for WhatsApp and keeps Arabic text intact', async () => {
    await provider().send({ channel: 'whatsapp', to: '+97455123456', body: 'مرحبا سارة', messageId: 'm2' });
    expect(twilio.received.at(-1)!.form).toEqual({
      To: 'whatsapp:+97455123456',
      From: 'whatsapp:+14155238886',
      Body: 'مرحبا سارة',
    });
  });

  it('takes a 400 (bad number) as permanent, and 429 or 503 as worth another attempt, with the reason', async () => {
    const refusal = async (status: number, code: number, message: string) => {
      twilio.refuse = { status, code, message };
      try {
        await provider().send({ channel: 'sms', to: '+1', body: 'x', messageId: 'm3' });
        throw new Error('expected a refusal');
      } catch (error) {
        expect(error).toBeInstanceOf(ProviderError);
        return error as ProviderError;
      } finally {
        twilio.refuse = null;
      }
    };
    const bad = await refusal(400, 21211, "The 'To' number +1 is not a valid phone number.");
    expect(bad).toMatchObject({
      permanent: true,
      message: "Twilio 400 (21211): The 'To' number +1 is not a valid phone number.",
    });
    expect(await refusal(429, 20429, 'Too Many Requests')).toMatchObject({ permanent: false });
    expect(await refusal(503, 20503, 'Service unavailable')).toMatchObject({ permanent: false });
  });

  it('takes an unreachable API as worth another attempt', async () => {
    const closed = new TwilioTestServer();
    await closed.start();
    const url = closed.url;
    await closed.stop();
    await expect(
      twilioProvider({ ...account, baseUrl: url }).send({ channel: 'sms', to: '+974', body: 'x', messageId: 'm4' }),
    ).rejects.toMatchObject({ name: 'ProviderError', permanent: false });
  });
});
