import { createServer } from 'node:net';
import type { Server, Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  readonly from: string;
  readonly to: string[];
  readonly data: string;
  readonly messageId: string | null;
  readonly subject: string;
  /** The text body, decoded from base64. */
  readonly text: string;
}

/**
 * A minimal SMTP server (RFC 5321: EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT; AUTH PLAIN accepted) started
 * inside the test suite. A message counts as delivered only when the server answered 250 to its final dot on a live
 * connection, as a real MTA takes responsibility for it only then. `hold` keeps the answer back (a test kills the
 * sender meanwhile); `refuse` answers a code instead of 250 (4xx: try later, 5xx: permanent).
 */
export class SmtpTestServer {
  readonly delivered: ReceivedMail[] = [];
  /** Messages whose DATA was received but not (yet) acknowledged. */
  readonly held: { mail: ReceivedMail; release: () => void; socket: Socket }[] = [];
  /** Connections accepted so far (a refused address must not even connect). */
  connections = 0;
  hold = false;
  refuse: { code: number; text: string } | null = null;
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private readonly waiters: (() => void)[] = [];

  get port(): number {
    return (this.server!.address() as AddressInfo).port;
  }

  async start(): Promise<this> {
    this.server = createServer((socket) => this.session(socket));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** Resolves once something happened (a delivery or a held message), for tests to wait on without timing. */
  changed(): Promise<void> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  async waitFor(predicate: () => boolean): Promise<void> {
    while (!predicate()) await this.changed();
  }

  private notify() {
    for (const resolve of this.waiters.splice(0)) resolve();
  }

  private session(socket: Socket) {
    this.connections++;
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setEncoding('utf8');
    const write = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    let from = '';
    let to: string[] = [];
    let inData = false;
    let data: string[] = [];
    let buffer = '';
    write('220 test.smtp ESMTP ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            const mail = parseMail(from, to, data.join('\r\n'));
            from = '';
            to = [];
            data = [];
            this.finish(socket, mail, write);
          } else data.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') write('250-test.smtp\r\n250-AUTH PLAIN\r\n250 8BITMIME');
        else if (verb === 'HELO') write('250 test.smtp');
        else if (verb === 'AUTH') write('235 2.7.0 Authentication successful');
        else if (verb === 'MAIL') {
          from = /<(.*)>/.exec(line)?.[1] ?? '';
          write('250 OK');
        } else if (verb === 'RCPT') {
          to.push(/<(.*)>/.exec(line)?.[1] ?? '');
          write('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          write('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET') {
          from = '';
          to = [];
          write('250 OK');
        } else if (verb === 'NOOP') write('250 OK');
        else if (verb === 'QUIT') {
          write('221 Bye');
          socket.end();
        } else write('502 Command not implemented');
      }
    });
  }

  private finish(socket: Socket, mail: ReceivedMail, write: (line: string) => void) {
    if (this.refuse) {
      write(`${this.refuse.code} ${this.refuse.text}`);
      this.notify();
      return;
    }
    const accept = () => {
      // Delivered only if the sender is still there to hear the 250.
      if (socket.destroyed || !socket.writable) return;
      write('250 OK queued');
      this.delivered.push(mail);
      this.notify();
    };
    if (this.hold) {
      this.held.push({ mail, release: accept, socket });
      this.notify();
    } else accept();
  }
}

function parseMail(from: string, to: string[], data: string): ReceivedMail {
  const [head = '', ...rest] = data.split('\r\n\r\n');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1] ?? null;
  const rawSubject = header('Subject') ?? '';
  const encoded = /^=\?UTF-8\?B\?(.*)\?=$/i.exec(rawSubject);
  const subject = encoded ? Buffer.from(encoded[1]!, 'base64').toString('utf8') : rawSubject;
  const body = rest.join('\r\n\r\n');
  const text = /base64/i.test(header('Content-Transfer-Encoding') ?? '')
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : body;
  return { from, to, data, messageId: header('Message-ID'), subject, text };
}
