import { describe, expect, it } from 'vitest';
import {
  allowsLocalSmtp,
  checkSmtpServer,
  classifyAddress,
  isServerName,
  OutgoingRefused,
} from './outgoing-address.js';
import type { Resolve } from './outgoing-address.js';

const local = { GYM_ALLOW_LOCAL_SMTP: '1' };
/** A resolver that answers from a table, and counts the names it was asked. */
function table(entries: Record<string, string[]>): Resolve & { asked: string[] } {
  const asked: string[] = [];
  const resolve = (host: string) => {
    asked.push(host);
    const addresses = entries[host];
    if (!addresses)
      return Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' }));
    return Promise.resolve(addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
  };
  return Object.assign(resolve, { asked });
}
async function refusal(promise: Promise<unknown>): Promise<OutgoingRefused> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OutgoingRefused);
  return error as OutgoingRefused;
}

describe('classifyAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'reserved'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['172.15.255.255', 'public'],
    ['172.32.0.1', 'public'],
    ['192.168.0.1', 'private'],
    ['192.169.0.1', 'public'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.255', 'shared'],
    ['100.63.255.255', 'public'],
    ['100.128.0.1', 'public'],
    ['169.254.169.254', 'link-local'],
    ['169.253.0.1', 'public'],
    ['192.0.0.8', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['8.8.8.8', 'public'],
    ['203.0.113.10', 'public'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:8.8.8.8', 'public'],
    ['::127.0.0.1', 'loopback'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['64:ff9b::8.8.8.8', 'public'],
    ['64:ff9b:1::1', 'private'],
    ['2002:c0a8:0101::1', 'private'],
    ['2002:0808:0808::1', 'public'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['fec0::1', 'private'],
    ['fc00::1', 'private'],
    ['fd12:3456:789a::1', 'private'],
    ['ff02::1', 'multicast'],
    ['100::1', 'reserved'],
    ['2001:0:4136:e378::1', 'reserved'],
    ['2001:4860:4860::8888', 'public'],
    ['2a00:1450:4001:80b::200e', 'public'],
  ])('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it('says null for what is not an IP address', () => {
    for (const text of ['localhost', 'smtp.example.com', '127.1', '', '1.2.3.4.5', '[::1]', '::1::2'])
      expect(classifyAddress(text), text).toBeNull();
  });
});

describe('allowsLocalSmtp', () => {
  it('is on for 1 or true only', () => {
    expect(allowsLocalSmtp({})).toBe(false);
    expect(allowsLocalSmtp({ GYM_ALLOW_LOCAL_SMTP: '' })).toBe(false);
    expect(allowsLocalSmtp({ GYM_ALLOW_LOCAL_SMTP: '0' })).toBe(false);
    expect(allowsLocalSmtp({ GYM_ALLOW_LOCAL_SMTP: 'false' })).toBe(false);
    expect(allowsLocalSmtp({ GYM_ALLOW_LOCAL_SMTP: 'yes' })).toBe(false);
    expect(allowsLocalSmtp({ GYM_ALLOW_LOCAL_SMTP: '1' })).toBe(true);
    expect(allowsLocalSmtp({ GYM_ALLOW_LOCAL_SMTP: 'true' })).toBe(true);
    expect(allowsLocalSmtp({ GYM_ALLOW_LOCAL_SMTP: ' TRUE ' })).toBe(true);
  });
});

describe('isServerName', () => {
  it('takes names and IP addresses, nothing with a scheme, a port, a path or spaces', () => {
    for (const name of ['smtp.example.com', 'mail', 'smtp-relay.gmail.com.', '127.0.0.1', '::1', 'xn--mgbh0fb.qa'])
      expect(isServerName(name), name).toBe(true);
    for (const name of ['smtp://x', 'mail.example.com:25', 'a/b', 'a b', '-mail.example.com', '[::1]', 'a..b', ''])
      expect(isServerName(name), name).toBe(false);
  });
});

describe('checkSmtpServer', () => {
  it('answers the checked addresses of a public server on an SMTP port', async () => {
    const resolve = table({ 'smtp.example.com': ['203.0.113.5', '2001:db8::5'] });
    await expect(checkSmtpServer('smtp.example.com', 587, {}, resolve)).resolves.toEqual([
      { address: '203.0.113.5', family: 4 },
      { address: '2001:db8::5', family: 6 },
    ]);
    // An IP address is not resolved.
    const none = table({});
    await expect(checkSmtpServer('203.0.113.5', 465, {}, none)).resolves.toEqual([
      { address: '203.0.113.5', family: 4 },
    ]);
    expect(none.asked).toEqual([]);
  });

  it('refuses a name when any of its addresses is internal', async () => {
    const resolve = table({ 'mixed.example.com': ['203.0.113.5', '10.0.0.7'], 'v6.example.com': ['::1'] });
    const mixed = await refusal(checkSmtpServer('mixed.example.com', 587, {}, resolve));
    expect(mixed.field).toBe('smtpHost');
    expect(mixed.message).toBe(
      '"mixed.example.com" resolves to a private network address. Outgoing mail goes only to servers on the ' +
        'internet; to use a relay on this computer or the local network, start the server with GYM_ALLOW_LOCAL_SMTP=1.',
    );
    // The refusal does not say which address the name has inside.
    expect(mixed.message).not.toContain('10.0.0.7');
    expect((await refusal(checkSmtpServer('v6.example.com', 587, {}, resolve))).message).toMatch(/this computer/);
  });

  it('refuses an internal address given as such without resolving anything, and says what it is', async () => {
    const none = table({});
    const loopback = await refusal(checkSmtpServer('127.0.0.1', 25, {}, none));
    expect(loopback.message).toMatch(/^"127\.0\.0\.1" is this computer \(a loopback address\)\./);
    expect((await refusal(checkSmtpServer('100.64.1.1', 25, {}, none))).message).toMatch(/carrier-grade NAT/);
    expect((await refusal(checkSmtpServer('::ffff:192.168.0.1', 25, {}, none))).message).toMatch(/private network/);
    expect(none.asked).toEqual([]);
  });

  it('refuses ports other than 25, 465, 587 and 2525', async () => {
    const resolve = table({ 'smtp.example.com': ['203.0.113.5'] });
    for (const port of [25, 465, 587, 2525])
      await expect(checkSmtpServer('smtp.example.com', port, {}, resolve)).resolves.toHaveLength(1);
    for (const port of [22, 80, 443, 3306, 5432, 6379, 11211]) {
      const refused = await refusal(checkSmtpServer('smtp.example.com', port, {}, resolve));
      expect(refused.field).toBe('smtpPort');
      expect(refused.message).toMatch(new RegExp(`^Port ${port} is not an SMTP port`));
    }
  });

  it('with GYM_ALLOW_LOCAL_SMTP=1 allows this computer and private networks on any port, never link-local', async () => {
    const resolve = table({ localhost: ['127.0.0.1', '::1'], relay: ['192.168.1.20'], meta: ['169.254.169.254'] });
    await expect(checkSmtpServer('localhost', 2526, local, resolve)).resolves.toHaveLength(2);
    await expect(checkSmtpServer('relay', 25, local, resolve)).resolves.toEqual([
      { address: '192.168.1.20', family: 4 },
    ]);
    await expect(checkSmtpServer('10.0.0.1', 5432, local, resolve)).resolves.toHaveLength(1);
    await expect(checkSmtpServer('fd00::25', 25, local, resolve)).resolves.toHaveLength(1);
    expect((await refusal(checkSmtpServer('meta', 25, local, resolve))).message).toBe(
      '"meta" resolves to a link-local address. Outgoing mail never goes there.',
    );
    for (const host of ['0.0.0.0', '::', '224.0.0.251', '255.255.255.255', 'fe80::1'])
      expect((await refusal(checkSmtpServer(host, 25, local, resolve))).message, host).toMatch(/never goes there/);
  });

  it('refuses what is not a server name, and lets a name that does not resolve fail as the resolver did', async () => {
    const resolve = table({ empty: [] });
    expect((await refusal(checkSmtpServer('smtp://mail.example.com', 25, {}, resolve))).message).toBe(
      'Enter a server name such as smtp.example.com, or an IP address.',
    );
    await expect(checkSmtpServer('nowhere.example.com', 25, {}, resolve)).rejects.toMatchObject({
      code: 'ENOTFOUND',
    });
    await expect(checkSmtpServer('empty', 25, {}, resolve)).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });
});
