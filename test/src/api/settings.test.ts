import { describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import { call, signInReception } from '../support/api-client.js';
import type { Session } from '../support/api-client.js';

const settings = {
  name: 'Pulse Fitness',
  address: 'Al Sadd, Doha',
  phone: '+974 5555 1234',
  email: 'desk@pulse.qa',
  website: 'https://pulse.qa',
  description: 'Open 6 to midnight',
  timeZone: 'Asia/Qatar',
  currency: 'QAR',
};
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);

async function uploadLogo(baseUrl: string, session: Session, bytes: Buffer, type = 'image/png', field = 'logo') {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), 'logo.png');
  const response = await fetch(`${baseUrl}/api/settings/logo`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}` },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      logo: string;
      position: number;
      message: string;
      code: string;
      params?: object;
    },
  };
}

describe('gym settings', () => {
  const { t, admin } = appForFile({ label: 'settings' }, 'admin');

  it('starts with the defaults and shows only the name, logo and default language without a session', async () => {
    const open = await call(t.baseUrl, 'GET', '/api/settings/public');
    expect(open.status).toBe(200);
    expect(open.body).toEqual({ name: 'Gym', logo: '', defaultLanguage: 'en' });
    expect((await call(t.baseUrl, 'GET', '/api/settings')).status).toBe(401);
    const full = await call(t.baseUrl, 'GET', '/api/settings', { session: admin });
    expect(full.body).toMatchObject({ timeZone: 'Asia/Qatar', currency: 'QAR' });
  });

  it('saves settings and reads them back at once with X-Min-Position', async () => {
    const saved = await call<{ position: number }>(t.baseUrl, 'PUT', '/api/settings', {
      session: admin,
      body: settings,
    });
    expect(saved.status).toBe(200);
    const read = await call(t.baseUrl, 'GET', '/api/settings', {
      session: admin,
      headers: { 'x-min-position': String(saved.body.position) },
    });
    // A client that leaves out the language settings (issue 46) keeps their defaults.
    expect(read.body).toEqual({
      ...settings,
      logo: '',
      defaultLanguage: 'en',
      arabicIndicDigits: false,
      hijriDates: false,
    });
    expect(read.headers.get('x-read-model-stale')).toBeNull();
    expect((await call(t.baseUrl, 'GET', '/api/settings/public')).body).toEqual({
      name: 'Pulse Fitness',
      logo: '',
      defaultLanguage: 'en',
    });
  });

  it("keeps the gym's language settings, shows the default language to the sign-in screen, refuses another (issue 46)", async () => {
    const arabic = { ...settings, defaultLanguage: 'ar', arabicIndicDigits: true, hijriDates: true };
    const saved = await call<{ position: number }>(t.baseUrl, 'PUT', '/api/settings', { session: admin, body: arabic });
    expect(saved.status).toBe(200);
    const after = { headers: { 'x-min-position': String(saved.body.position) } };
    expect((await call(t.baseUrl, 'GET', '/api/settings', { session: admin, ...after })).body).toEqual({
      ...arabic,
      logo: '',
    });
    expect((await call(t.baseUrl, 'GET', '/api/settings/public', after)).body).toMatchObject({ defaultLanguage: 'ar' });
    const bad = await call<{ message: string }>(t.baseUrl, 'PUT', '/api/settings', {
      session: admin,
      body: { ...settings, defaultLanguage: 'fr' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/defaultLanguage/);
    // Back to English for the tests below.
    const english = { ...settings, defaultLanguage: 'en', arabicIndicDigits: false, hijriDates: false };
    expect((await call(t.baseUrl, 'PUT', '/api/settings', { session: admin, body: english })).status).toBe(200);
    await t.caughtUp();
  });

  it('refuses bad settings with field messages and keeps the old ones', async () => {
    const bad = await call<{ message: string }>(t.baseUrl, 'PUT', '/api/settings', {
      session: admin,
      body: { ...settings, name: '', email: 'nope', timeZone: 'Mars/Olympus', currency: 'riyal' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Gym name is required/);
    expect(bad.body.message).toMatch(/Unknown time zone/);
    expect(bad.body.message).toMatch(/three-letter currency code/);
    await t.caughtUp();
    expect((await call<{ name: string }>(t.baseUrl, 'GET', '/api/settings', { session: admin })).body.name).toBe(
      'Pulse Fitness',
    );
  });

  it('is changed only by users who manage settings', async () => {
    const reception = await signInReception(t.baseUrl);
    expect((await call(t.baseUrl, 'PUT', '/api/settings', { session: reception, body: settings })).status).toBe(403);
    expect((await call(t.baseUrl, 'GET', '/api/settings', { session: reception })).status).toBe(200);
  });

  it('uploads a logo that anyone can load, and refuses other types and large files', async () => {
    const uploaded = await uploadLogo(t.baseUrl, admin, PNG);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.logo).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const image = await fetch(`${t.baseUrl}${uploaded.body.logo}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);
    const publicSettings = await call(t.baseUrl, 'GET', '/api/settings/public', {
      headers: { 'x-min-position': String(uploaded.body.position) },
    });
    expect(publicSettings.body).toEqual({ name: 'Pulse Fitness', logo: uploaded.body.logo, defaultLanguage: 'en' });

    const svg = await uploadLogo(
      t.baseUrl,
      admin,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/png',
    );
    expect(svg.status).toBe(415);
    expect(svg.body).toMatchObject({ code: 'files.logo_type', message: 'The logo must be a PNG, JPEG or WebP image' });
    const big = await uploadLogo(t.baseUrl, admin, Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]));
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({
      code: 'files.too_large',
      message: 'The logo must be at most 1 MB',
      params: { upload: 'logo', megabytes: 1 },
    });
    const wrongField = await uploadLogo(t.baseUrl, admin, PNG, 'image/png', 'picture');
    expect(wrongField.status).toBe(400);
    expect(wrongField.body).toMatchObject({
      code: 'files.wrong_field',
      message: 'Send the logo in a field named "logo"',
    });

    const removed = await call<{ position: number }>(t.baseUrl, 'DELETE', '/api/settings/logo', { session: admin });
    const after = await call(t.baseUrl, 'GET', '/api/settings/public', {
      headers: { 'x-min-position': String(removed.body.position) },
    });
    expect(after.body).toEqual({ name: 'Pulse Fitness', logo: '', defaultLanguage: 'en' });
  });
});
