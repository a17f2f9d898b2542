import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const base = { DATABASE_URL: 'postgres://db/gym' };

describe('configuration: safe by default', () => {
  it('listens on this computer only and has no demo mode unless asked (a service started directly)', () => {
    expect(loadConfig(base)).toMatchObject({ host: '127.0.0.1', demo: false, demoAllowRemoteInsecure: false });
  });

  it('serves the desk PCs when HOST says so', () => {
    expect(loadConfig({ ...base, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('has demo mode only with GYM_DEMO=1, and never in production', () => {
    expect(loadConfig({ ...base, GYM_DEMO: '1' }).demo).toBe(true);
    expect(loadConfig({ ...base, GYM_DEMO: '0' }).demo).toBe(false);
    expect(loadConfig({ ...base, GYM_DEMO: '1', NODE_ENV: 'production' }).demo).toBe(false);
  });

  it('opens demo sign-ins to the network only in demo mode and only with the loudly named variable', () => {
    expect(loadConfig({ ...base, GYM_DEMO: '1' }).demoAllowRemoteInsecure).toBe(false);
    expect(loadConfig({ ...base, GYM_DEMO_ALLOW_REMOTE_INSECURE: '1' }).demoAllowRemoteInsecure).toBe(false);
    expect(loadConfig({ ...base, GYM_DEMO: '1', GYM_DEMO_ALLOW_REMOTE_INSECURE: '1' }).demoAllowRemoteInsecure).toBe(
      true,
    );
  });

  it('believes X-Forwarded-For only from the proxies named, in production only (issue 43)', () => {
    expect(loadConfig(base).trustedProxies).toBeUndefined();
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).trustedProxies).toEqual(['loopback', 'uniquelocal']);
    expect(
      loadConfig({ ...base, NODE_ENV: 'production', GYM_TRUSTED_PROXIES: ' 10.0.0.2, 172.18.0.0/16,loopback ' })
        .trustedProxies,
    ).toEqual(['10.0.0.2', '172.18.0.0/16', 'loopback']);
    for (const bad of ['10.0.0.2/33', 'proxy.example', '10.0.0.0/8/1', '*']) {
      expect(() => loadConfig({ ...base, NODE_ENV: 'production', GYM_TRUSTED_PROXIES: bad }), bad).toThrow(
        /GYM_TRUSTED_PROXIES/,
      );
    }
  });

  it('refuses a flag it cannot read, naming it', () => {
    expect(() => loadConfig({ ...base, GYM_DEMO: 'yes' })).toThrow(/GYM_DEMO/);
  });
});
