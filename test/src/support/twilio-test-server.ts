import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TwilioRequest {
  readonly path: string;
  readonly authorization: string | undefined;
  readonly form: Record<string, string>;
}

/**
 * A local stand-in for Twilio's Messages API (no real network): records each `POST …/Messages.json` with its form,
 * answers 201 with a `sid`, or the refusal a test sets (status, Twilio error code and message).
 */
export class TwilioTestServer {
  readonly received: TwilioRequest[] = [];
  refuse: { status: number; code: number; message: string } | null = null;
  private server: Server | null = null;

  get url() {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        const path = request.url ?? '';
        response.setHeader('content-type', 'application/json');
        if (request.method !== 'POST' || !/^\/2010-04-01\/Accounts\/[^/]+\/Messages\.json$/.test(path)) {
          response.statusCode = 404;
          response.end(JSON.stringify({ code: 20404, message: 'The requested resource was not found' }));
          return;
        }
        this.received.push({
          path,
          authorization: request.headers.authorization,
          form: Object.fromEntries(new URLSearchParams(body)),
        });
        if (this.refuse) {
          response.statusCode = this.refuse.status;
          response.end(
            JSON.stringify({ code: this.refuse.code, message: this.refuse.message, status: this.refuse.status }),
          );
          return;
        }
        response.statusCode = 201;
        response.end(JSON.stringify({ sid: `SM${String(this.received.length).padStart(32, '0')}`, status: 'queued' }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
