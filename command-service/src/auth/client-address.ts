import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** 127.0.0.0/8, ::1, and IPv4 loopback written as an IPv4-mapped IPv6 address (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:/i.test(address) ? address.slice(7) : address;
  if (isIPv4(mapped)) return loopback.check(mapped, 'ipv4');
  return isIPv6(address) && loopback.check(address, 'ipv6');
}

/**
 * Whether a request comes from the computer the app runs on. Both the connection's own address and the client
 * address Fastify derived must be loopback: behind a reverse proxy on the same computer (production, where
 * X-Forwarded-For is trusted) the connection is loopback but the client is not; and a remote client cannot pass for a
 * local one by sending X-Forwarded-For: 127.0.0.1, because its connection is not loopback.
 */
export function isLoopbackClient(request: Pick<FastifyRequest, 'ip' | 'socket'>): boolean {
  return isLoopbackAddress(request.socket.remoteAddress) && isLoopbackAddress(request.ip);
}
