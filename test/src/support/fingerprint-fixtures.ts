import { expect } from 'vitest';
import type { Clock } from '@gym/kernel/time/clock';
import { call } from './api-client.js';
import type { Session } from './api-client.js';
import { ZkReaderSimulator } from './zk-reader-simulator.js';

/** The app as the fingerprint tests reach it: its address, and a wait until the read model holds every event. */
interface FingerprintApp {
  readonly baseUrl: string;
  caughtUp(): Promise<void>;
}

/**
 * The administrator's part in the fingerprint tests: approving readers and starting members' enrolments on them,
 * through the API. `approve` and `enrol` give the answer (for the tests about them); `approvedReader` and
 * `startEnrolment` are the setup steps, failing the test unless the app agrees.
 */
export function fingerprintAdmin(app: FingerprintApp, admin: Session) {
  /** Approves the reader, as `Door <serial>` facing in unless `body` says otherwise. */
  const approve = (serial: string, body: Record<string, unknown> = {}) =>
    call<{ message: string }>(app.baseUrl, 'POST', `/api/fingerprint/devices/${serial}/approve`, {
      session: admin,
      body: { name: `Door ${serial}`, direction: 'in', ...body },
    });
  const enrol = (memberId: string, serial: string) =>
    call<{ pin: string }>(app.baseUrl, 'POST', '/api/fingerprint/enrolments', {
      session: admin,
      body: { memberId, serial },
    });
  return {
    approve,
    enrol,
    /** A simulated reader that said hello and was approved (`body` as for `approve`), the read model caught up. */
    async approvedReader(
      serial: string,
      clock: Clock,
      body: Record<string, unknown> = {},
      reader = new ZkReaderSimulator(app.baseUrl, serial, clock),
    ): Promise<ZkReaderSimulator> {
      await reader.handshake();
      await app.caughtUp();
      expect((await approve(serial, body)).status).toBe(200);
      await app.caughtUp();
      return reader;
    },
    /** The member's enrolment started on the reader (its commands queued), the read model caught up. */
    async startEnrolment(memberId: string, serial: string): Promise<void> {
      expect((await enrol(memberId, serial)).status).toBe(201);
      await app.caughtUp();
    },
  };
}
