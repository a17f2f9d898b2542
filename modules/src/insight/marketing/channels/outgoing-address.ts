import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/**
 * Where outgoing delivery may connect (issue 43 item 4). Whoever holds the delivery settings types the SMTP server;
 * without limits "Send test" would probe this computer and the gym's network (a port scanner). So a server is
 * refused when its name or any address it resolves to is on this computer or a private network, and only SMTP's ports
 * are used — unless the operator allows a local relay with GYM_ALLOW_LOCAL_SMTP=1. Addresses that no mail server
 * ever has (unspecified, link-local, multicast, broadcast, reserved) are refused even then.
 */
export const ALLOW_LOCAL_SMTP_ENV = 'GYM_ALLOW_LOCAL_SMTP';

/** The ports mail submission and relay use: 587 (STARTTLS), 465 (TLS), 25, and 2525 (a common alternative). */
export const SMTP_PORTS: readonly number[] = [25, 465, 587, 2525];

export type AddressKind =
  'public' | 'loopback' | 'private' | 'shared' | 'unspecified' | 'link-local' | 'multicast' | 'broadcast' | 'reserved';

/** What each kind is, in words for a refusal. */
const KIND_WORDS: Record<Exclude<AddressKind, 'public'>, string> = {
  loopback: 'this computer (a loopback address)',
  private: 'a private network address',
  shared: 'a carrier-grade NAT address (100.64.0.0/10)',
  unspecified: 'the unspecified address',
  'link-local': 'a link-local address',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
  reserved: 'a reserved address',
};

/** The kinds a local relay may have, when GYM_ALLOW_LOCAL_SMTP=1 allows one. */
const LOCAL_KINDS: ReadonlySet<AddressKind> = new Set(['loopback', 'private', 'shared']);

/** Whether the environment allows a relay on this computer or the local network (and any port). */
export function allowsLocalSmtp(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env[ALLOW_LOCAL_SMTP_ENV]?.trim().toLowerCase();
  return value === '1' || value === 'true';
}

function ipv4Kind(octets: readonly number[]): AddressKind {
  const [a = 0, b = 0, c = 0, d = 0] = octets;
  if (a === 0) return b === 0 && c === 0 && d === 0 ? 'unspecified' : 'reserved'; // 0.0.0.0/8 "this network"
  if (a === 127) return 'loopback';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'private';
  if (a === 100 && b >= 64 && b <= 127) return 'shared';
  if (a === 169 && b === 254) return 'link-local';
  if (a === 192 && b === 0 && c === 0) return 'reserved'; // IETF protocol assignments
  if (a === 198 && (b === 18 || b === 19)) return 'reserved'; // benchmarking
  if (a >= 224 && a <= 239) return 'multicast';
  if (a === 255 && b === 255 && c === 255 && d === 255) return 'broadcast';
  if (a >= 240) return 'reserved';
  return 'public';
}

function parseIpv4(text: string): number[] {
  return text.split('.').map(Number);
}

/** The eight 16-bit groups of an IPv6 address (which `isIP` already accepted), an embedded IPv4 tail included. */
function parseIpv6(text: string): number[] {
  let address = text.replace(/%.*$/, '').toLowerCase();
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  if (tail) {
    const [a = 0, b = 0, c = 0, d = 0] = parseIpv4(tail);
    address = `${address.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = address.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const left = groups(head);
  const right = rest === undefined ? [] : groups(rest);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const ipv4Of = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff];

function ipv6Kind(g: readonly number[]): AddressKind {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const zeros = (...values: number[]) => values.every((v) => v === 0);
  if (zeros(g0, g1, g2, g3, g4, g5, g6))
    return g7 === 0 ? 'unspecified' : g7 === 1 ? 'loopback' : ipv4Kind(ipv4Of(g6, g7));
  // ::ffff:a.b.c.d (IPv4-mapped) and ::a.b.c.d (IPv4-compatible) reach the IPv4 address.
  if (zeros(g0, g1, g2, g3, g4) && g5 === 0xffff) return ipv4Kind(ipv4Of(g6, g7));
  if (zeros(g0, g1, g2, g3, g4, g5)) return ipv4Kind(ipv4Of(g6, g7));
  // NAT64 (64:ff9b::/96) and 6to4 (2002::/16) carry an IPv4 address too.
  if (g0 === 0x64 && g1 === 0xff9b && zeros(g2, g3, g4, g5)) return ipv4Kind(ipv4Of(g6, g7));
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 1) return 'private'; // local-use NAT64
  if (g0 === 0x2002) return ipv4Kind(ipv4Of(g1, g2));
  if ((g0 & 0xffc0) === 0xfe80) return 'link-local';
  if ((g0 & 0xffc0) === 0xfec0) return 'private'; // site-local (deprecated)
  if ((g0 & 0xfe00) === 0xfc00) return 'private'; // unique local fc00::/7
  if ((g0 & 0xff00) === 0xff00) return 'multicast';
  if (g0 === 0x100 && zeros(g1, g2, g3)) return 'reserved'; // discard 100::/64
  if (g0 === 0x2001 && g1 === 0) return 'reserved'; // Teredo: the real addresses are hidden inside
  return 'public';
}

/** What kind of address an IP address is; null when the text is not an IP address. */
export function classifyAddress(address: string): AddressKind | null {
  const family = isIP(address.replace(/%.*$/, ''));
  if (family === 4) return ipv4Kind(parseIpv4(address));
  if (family === 6) return ipv6Kind(parseIpv6(address));
  return null;
}

/** Whether outgoing delivery may connect to an address of this kind. */
export function kindAllowed(kind: AddressKind, allowLocal: boolean): boolean {
  return kind === 'public' || (allowLocal && LOCAL_KINDS.has(kind));
}

/** A server outgoing delivery may not use; `field` is the delivery setting to change. */
export class OutgoingRefused extends Error {
  override readonly name = 'OutgoingRefused';
  constructor(
    readonly field: 'smtpHost' | 'smtpPort',
    message: string,
  ) {
    super(message);
  }
}

/** How a name becomes addresses: the system resolver (hosts file, DNS) unless a test gives another. */
export type Resolve = (host: string) => Promise<readonly { address: string; family: number }[]>;

const RESOLVE_TIMEOUT_MS = 5_000;

export const systemResolve: Resolve = (host) =>
  Promise.race([
    lookup(host, { all: true, verbatim: true }),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`resolving ${host} timed out`)), RESOLVE_TIMEOUT_MS).unref(),
    ),
  ]);

const ALLOW_HINT = `to use a relay on this computer or the local network, start the server with ${ALLOW_LOCAL_SMTP_ENV}=1.`;

function refusal(host: string, kind: Exclude<AddressKind, 'public'>, resolved: boolean): OutgoingRefused {
  const what = `"${host}" ${resolved ? 'resolves to' : 'is'} ${KIND_WORDS[kind]}.`;
  return new OutgoingRefused(
    'smtpHost',
    LOCAL_KINDS.has(kind)
      ? `${what} Outgoing mail goes only to servers on the internet; ${ALLOW_HINT}`
      : `${what} Outgoing mail never goes there.`,
  );
}

/** A syntactically possible server: an IP address or a DNS name (letters, digits, hyphens, dots). */
export function isServerName(host: string): boolean {
  if (isIP(host) !== 0) return true;
  return (
    host.length <= 253 &&
    /^(?=.{1,253}$)([a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9])?)(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9])?)*\.?$/i.test(
      host,
    )
  );
}

/** The port rule alone: SMTP's ports, or any with GYM_ALLOW_LOCAL_SMTP=1. */
export function checkSmtpPort(port: number, allowLocal: boolean): void {
  if (allowLocal || SMTP_PORTS.includes(port)) return;
  throw new OutgoingRefused(
    'smtpPort',
    `Port ${port} is not an SMTP port: use 587 (STARTTLS), 465 (TLS), 25 or 2525. Other ports need ` +
      `${ALLOW_LOCAL_SMTP_ENV}=1 when the server starts.`,
  );
}

/**
 * Resolves the SMTP server and checks every address it has: the addresses to connect to, all checked. A caller must
 * connect to one of these (not resolve the name again), so a name that answers differently the second time (DNS
 * rebinding) cannot lead inside. Throws OutgoingRefused for a server or port the rules refuse; a name that does not
 * resolve rejects with the resolver's error.
 */
export async function checkSmtpServer(
  host: string,
  port: number,
  env: NodeJS.ProcessEnv = process.env,
  resolve: Resolve = systemResolve,
): Promise<{ address: string; family: 4 | 6 }[]> {
  const allowLocal = allowsLocalSmtp(env);
  if (!isServerName(host))
    throw new OutgoingRefused('smtpHost', 'Enter a server name such as smtp.example.com, or an IP address.');
  const literal = classifyAddress(host);
  if (literal !== null && literal !== 'public' && !kindAllowed(literal, allowLocal))
    throw refusal(host, literal, false);
  checkSmtpPort(port, allowLocal);
  const addresses = literal !== null ? [{ address: host, family: isIP(host) }] : await resolve(host);
  if (addresses.length === 0) throw Object.assign(new Error(`${host} has no address`), { code: 'ENOTFOUND' });
  for (const { address } of addresses) {
    const kind = classifyAddress(address);
    if (kind === null) throw new OutgoingRefused('smtpHost', `"${host}" resolves to something that is not an address.`);
    if (!kindAllowed(kind, allowLocal)) throw refusal(host, kind as Exclude<AddressKind, 'public'>, literal === null);
  }
  return addresses.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
}
