import { isIP, connect as tcpConnect } from 'node:net';
import type { Socket } from 'node:net';
import { checkServerIdentity, connect as tlsConnect } from 'node:tls';
import type { PeerCertificate, TLSSocket } from 'node:tls';

export interface SmtpServer {
  /** The server's name, as configured: what its TLS certificate must name. */
  readonly host: string;
  /**
   * The address to connect to, already resolved and checked (outgoing-address.ts); without it, `host` is resolved
   * here. Connecting to the checked address, not the name again, is what defeats DNS rebinding.
   */
  readonly address?: string;
  readonly port: number;
  /** `tls`: TLS from the start (port 465); `starttls`: upgrade after EHLO (587); `none`: plain (a local relay). */
  readonly security: 'tls' | 'starttls' | 'none';
  readonly user: string;
  readonly password: string | undefined;
  readonly timeoutMs?: number;
}

export interface MailMessage {
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** Stable per outbox entry: a receiver that already has this Message-ID drops a resend. */
  readonly messageId: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * An SMTP answer that says "do not try again" (5xx) or "try later" (4xx, network). `network`: no SMTP answer at all
 * (refused, timed out, reset, closed, TLS failed), whose detail people must not see (it tells open ports from closed).
 */
export class SmtpError extends Error {
  override readonly name = 'SmtpError';
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly network = false,
  ) {
    super(message);
  }
}

/** Reads SMTP replies (multi-line `250-…` until `250 …`) from a socket, one at a time. */
class ReplyReader {
  private buffer = '';
  private waiting: ((reply: { code: number; text: string }) => void) | null = null;
  private lines: string[] = [];
  private failure: Error | null = null;
  private failed: ((error: Error) => void) | null = null;

  attach(socket: Socket | TLSSocket) {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      let index: number;
      while ((index = this.buffer.indexOf('\n')) >= 0) {
        const line = this.buffer.slice(0, index).replace(/\r$/, '');
        this.buffer = this.buffer.slice(index + 1);
        this.lines.push(line);
        if (/^\d{3} /.test(line) || /^\d{3}$/.test(line)) {
          const reply = { code: Number(line.slice(0, 3)), text: this.lines.join('\n') };
          this.lines = [];
          const resolve = this.waiting;
          this.waiting = null;
          resolve?.(reply);
        }
      }
    });
  }

  fail(error: Error) {
    this.failure = error;
    this.failed?.(error);
  }

  next(): Promise<{ code: number; text: string }> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting = resolve;
      this.failed = reject;
    });
  }
}

function expect(reply: { code: number; text: string }, ok: number[], step: string) {
  if (ok.includes(reply.code)) return;
  throw new SmtpError(`${step}: ${reply.text}`, reply.code >= 500);
}

const encodeHeader = (value: string) =>
  /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;

/** The message as RFC 5322 text: UTF-8 body in base64 (Arabic safe), dot-stuffing done by the caller. */
export function formatMessage(message: MailMessage, now: Date = new Date()): string {
  const headers = {
    From: message.from,
    To: message.to,
    Subject: encodeHeader(message.subject),
    Date: now.toUTCString(),
    'Message-ID': `<${message.messageId}>`,
    'MIME-Version': '1.0',
    'Content-Type': 'text/plain; charset=UTF-8',
    'Content-Transfer-Encoding': 'base64',
    ...message.headers,
  };
  const body = (
    Buffer.from(message.text, 'utf8')
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join('\r\n');
  return `${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n')}\r\n\r\n${body}`;
}

/**
 * Sends one message over SMTP (RFC 5321): EHLO, STARTTLS when asked, AUTH PLAIN when a user is set, MAIL, RCPT,
 * DATA. Resolves once the server accepted the message (250 after the final dot); rejects with an SmtpError saying
 * whether trying again could help.
 */
export async function sendMail(server: SmtpServer, message: MailMessage): Promise<string> {
  const timeout = server.timeoutMs ?? 30_000;
  // The certificate must name the server as configured, whatever address it was reached at.
  const tlsName = {
    ...(isIP(server.host) === 0 ? { servername: server.host } : {}),
    checkServerIdentity: (_: string, cert: PeerCertificate) => checkServerIdentity(server.host, cert),
  };
  const host = server.address ?? server.host;
  let socket: Socket | TLSSocket =
    server.security === 'tls'
      ? tlsConnect({ host, port: server.port, ...tlsName })
      : tcpConnect({ host, port: server.port });
  let reader = new ReplyReader();
  const watch = (s: Socket | TLSSocket, r: ReplyReader) => {
    s.setTimeout(timeout, () => s.destroy(new Error('SMTP server did not answer in time')));
    s.on('error', (error) => r.fail(new SmtpError(error.message, false, true)));
    s.on('close', () => r.fail(new SmtpError('SMTP connection closed', false, true)));
    r.attach(s);
  };
  watch(socket, reader);
  const command = async (line: string, ok: number[], step: string) => {
    socket.write(`${line}\r\n`);
    const reply = await reader.next();
    expect(reply, ok, step);
    return reply;
  };
  try {
    expect(await reader.next(), [220], 'greeting');
    let ehlo = await command('EHLO gym-back-office', [250], 'EHLO');
    if (server.security === 'starttls') {
      if (!/STARTTLS/i.test(ehlo.text)) throw new SmtpError('The server does not offer STARTTLS', true);
      await command('STARTTLS', [220], 'STARTTLS');
      socket.removeAllListeners('data');
      socket.removeAllListeners('close');
      socket.removeAllListeners('error');
      socket = tlsConnect({ socket, ...tlsName });
      reader = new ReplyReader();
      watch(socket, reader);
      ehlo = await command('EHLO gym-back-office', [250], 'EHLO');
    }
    if (server.user) {
      const token = Buffer.from(`\0${server.user}\0${server.password ?? ''}`).toString('base64');
      await command(`AUTH PLAIN ${token}`, [235], 'AUTH');
    }
    await command(`MAIL FROM:<${message.from}>`, [250], 'MAIL FROM');
    await command(`RCPT TO:<${message.to}>`, [250, 251], 'RCPT TO');
    await command('DATA', [354], 'DATA');
    const data = formatMessage(message).replace(/^\./gm, '..');
    const accepted = await command(`${data}\r\n.`, [250], 'message');
    socket.write('QUIT\r\n');
    return accepted.text.slice(4);
  } finally {
    socket.end();
    socket.destroy();
  }
}
