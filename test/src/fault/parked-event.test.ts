import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HealthAnswer } from '@gym/kernel/contracts/health-contracts';
import { readParkedEvents } from '@gym/kernel/projection/parked-events';
import { employeeStream } from '@gym/modules/people/staff/employee-events';
import type { ProjectionRunner } from '@gym/projection-service/runner/projection-runner';
import { call, signInAdmin, signInReception } from '../support/api-client.js';
import type { Session } from '../support/api-client.js';
import { hireEmployee } from '../support/employee-fixtures.js';
import { appendOlderReleaseDocument } from '../support/older-release-events.js';
import { createAppDatabase, startCommandService, startProjections } from '../support/test-app.js';
import type { AppDatabase, CommandServiceInstance } from '../support/test-app.js';

interface Employee {
  id: string;
  name: string;
  documents: { kind: string; number: string }[];
}

/*
 * Issue 43, item 1 and DESIGN section 10: an event already in the log that a projector cannot apply (a date
 * PostgreSQL refuses, from before input was checked as it is now) is parked, and the projector goes on with the
 * events after it, live and in a rebuild at start. It used to stop the staff-employees projector for good: health
 * stayed "degraded" through restarts and employees hired afterwards never appeared.
 */
describe('a poisoned event is parked and the projector goes on', () => {
  let database: AppDatabase;
  let service: CommandServiceInstance;
  let runner: ProjectionRunner;
  let admin: Session;
  let poisonPosition = 0;
  let before: { id: string };

  beforeAll(async () => {
    database = await createAppDatabase('parked-event');
    runner = await startProjections(database);
    service = await startCommandService(database);
    admin = await signInAdmin(service.baseUrl);
  });
  afterAll(async () => {
    await service?.stop();
    await runner?.stop();
    await database?.drop();
  });

  const employees = async () =>
    (await call<Employee[]>(service.baseUrl, 'GET', '/api/staff/employees', { session: admin })).body;
  const health = async () => call<HealthAnswer>(service.baseUrl, 'GET', '/api/health');
  const staffHealth = async () =>
    (await health()).body.parts.projections.projectors.find((p) => p.name === 'staff-employees');

  it('live: parks the event, applies the ones after it, and health names the projector and the event', async () => {
    before = await hireEmployee(service.baseUrl, admin, { name: 'Before Poison' });
    // Straight into the log, as an older release's route let it through (the route refuses it now).
    const appended = await appendOlderReleaseDocument(database.store, before.id, {
      kind: 'qid',
      number: 'x',
      expiryDate: '0000-00-00',
    });
    poisonPosition = appended.position;
    await hireEmployee(service.baseUrl, admin, { name: 'After Poison' });
    await runner.caughtUp();

    expect((await employees()).map((e) => e.name)).toEqual(expect.arrayContaining(['Before Poison', 'After Poison']));
    const parked = await readParkedEvents(database.db.pool);
    expect(parked).toEqual([
      expect.objectContaining({
        projector: 'staff-employees',
        position: poisonPosition,
        type: 'EmployeeDocumentRecorded',
        streamId: employeeStream(before.id),
        message: expect.stringMatching(/out of range/),
      }),
    ]);
    // The projections part is up: the projector went on (this test runs no reactors, so the whole app is "starting").
    const answer = await health();
    expect(answer.body.parts.projections.status).toBe('up');
    expect(answer.body.parts.projections.message).toContain(
      `staff-employees (1, latest EmployeeDocumentRecorded #${poisonPosition})`,
    );
    expect(await staffHealth()).toMatchObject({
      status: 'live',
      parked: { count: 1, latest: { type: 'EmployeeDocumentRecorded', position: poisonPosition } },
    });
    // Health needs no sign-in: it names the event, never the error's text.
    expect(JSON.stringify(answer.body)).not.toContain('0000-00-00');
  });

  it('the correcting command repairs the read model: the document entered again with a real date', async () => {
    const corrected = await call(service.baseUrl, 'POST', `/api/staff/employees/${before.id}/documents`, {
      session: admin,
      body: { kind: 'qid', number: '28700000777', expiryDate: '2030-01-31' },
    });
    expect(corrected.status).toBe(201);
    await runner.caughtUp();
    const holder = (await employees()).find((e) => e.id === before.id)!;
    expect(holder.documents).toEqual([expect.objectContaining({ kind: 'qid', number: '28700000777' })]);
  });

  it('settings managers see the parked event on the Audit page and mark it corrected; health then stops naming it', async () => {
    const listed = await call<{ eventId: string; position: number; error: string; resolved: unknown }[]>(
      service.baseUrl,
      'GET',
      '/api/events/parked',
      { session: admin },
    );
    expect(listed.body).toEqual([
      expect.objectContaining({
        position: poisonPosition,
        error: expect.stringMatching(/out of range/),
        resolved: null,
      }),
    ]);
    const { eventId } = listed.body[0]!;
    const desk = await signInReception(service.baseUrl);
    expect((await call(service.baseUrl, 'GET', '/api/events/parked', { session: desk })).status).toBe(403);
    const path = `/api/events/parked/staff-employees/${eventId}/resolve`;
    expect((await call(service.baseUrl, 'POST', path, { session: desk, body: { note: 'x' } })).status).toBe(403);
    const nowhere = await call(service.baseUrl, 'POST', `/api/events/parked/members/${eventId}/resolve`, {
      session: admin,
      body: { note: 'Fixed' },
    });
    expect(nowhere.status).toBe(404);

    const marked = await call<{ position: number }>(service.baseUrl, 'POST', path, {
      session: admin,
      body: { note: 'QID entered again with its real expiry date.' },
    });
    expect(marked.status).toBe(200);
    await runner.caughtUp();
    const again = await call<{ message: string }>(service.baseUrl, 'POST', path, {
      session: admin,
      body: { note: 'Twice' },
    });
    expect(again.status).toBe(409);
    const after = await call<{ resolved: { byName: string; note: string } | null }[]>(
      service.baseUrl,
      'GET',
      '/api/events/parked',
      { session: admin },
    );
    expect(after.body[0]!.resolved).toMatchObject({ note: 'QID entered again with its real expiry date.' });
    // Health shares one check per second between its callers.
    await expect.poll(async () => (await staffHealth())?.parked).toBeNull();
    expect((await health()).body.parts.projections.message).toBeUndefined();
    // The audit trail explains it in words.
    const audit = await call<{ data: { type: string; words: unknown[] }[] }>(
      service.baseUrl,
      'GET',
      '/api/events?type=ParkedEventResolved',
      { session: admin },
    );
    expect(JSON.stringify(audit.body.data[0])).toContain('QID entered again with its real expiry date.');
  });

  it('a rebuild at start that meets the event builds that projector batch by batch, and the others as usual', async () => {
    await runner.stop();
    // A version change of both projectors (their checkpoints gone), and the parking forgotten: it is found again.
    await database.db.pool.query(
      "DELETE FROM projection.checkpoints WHERE projector IN ('staff-employees', 'members')",
    );
    await database.db.pool.query('DELETE FROM projection.parked_events');
    runner = await startProjections(database);

    expect((await employees()).map((e) => e.name)).toEqual(expect.arrayContaining(['Before Poison', 'After Poison']));
    const parked = await readParkedEvents(database.db.pool);
    expect(parked.map((p) => [p.projector, p.position])).toEqual([['staff-employees', poisonPosition]]);
    // Found again, it is still marked corrected: the mark is an event of its own.
    expect(parked[0]!.resolved).not.toBeNull();
    const statuses = await database.db.pool.query<{ projector: string; status: string }>(
      "SELECT projector, status FROM projection.checkpoints WHERE projector IN ('staff-employees', 'members') ORDER BY 1",
    );
    expect(statuses.rows).toEqual([
      { projector: 'members', status: 'live' },
      { projector: 'staff-employees', status: 'live' },
    ]);
    await runner.caughtUp();
    expect((await health()).body.parts.projections.status).toBe('up');
  });
});
