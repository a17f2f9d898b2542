import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, isLoopbackClient } from './client-address.js';

describe('loopback addresses', () => {
  it('recognises IPv4 and IPv6 loopback, also IPv4-mapped', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '::1',
      '0:0:0:0:0:0:0:1',
      '::ffff:127.0.0.1',
      '::FFFF:127.0.0.2',
      '::ffff:7f00:1',
    ]) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
  });

  it('refuses every other address, and none at all', () => {
    for (const address of [
      '10.0.0.5',
      '192.168.1.20',
      '0.0.0.0',
      '128.0.0.1',
      '::',
      '::2',
      'fe80::1',
      '::ffff:10.0.0.1',
      'localhost',
      '127.0.0.1.evil.example',
      '',
      undefined,
    ]) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });

  it('needs both the connection and the derived client address to be loopback', () => {
    const request = (socket: string, ip: string) => ({ ip, socket: { remoteAddress: socket } }) as never;
    expect(isLoopbackClient(request('127.0.0.1', '127.0.0.1'))).toBe(true);
    // A reverse proxy on this computer forwarding a desk PC's request (X-Forwarded-For trusted in production).
    expect(isLoopbackClient(request('127.0.0.1', '192.168.1.20'))).toBe(false);
    // A remote client claiming X-Forwarded-For: 127.0.0.1 to a server that trusts the header.
    expect(isLoopbackClient(request('192.168.1.20', '127.0.0.1'))).toBe(false);
  });
});
