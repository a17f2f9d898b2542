import { describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import { modules } from '@gym/modules/modules';
import { toyModule } from '../fixtures/toy-area/manifest.js';
import { call } from '../support/api-client.js';
import { collect, connect, until } from '../support/socket-client.js';

/**
 * Adding a business area is its folder and one line in the module list: the toy area of the fixture (one event,
 * decider, route plugin, projector and topic) gets its routes, its events in the catalogue, its projector in the
 * runner and its topic in the socket gateway from `[...modules, toyModule]` alone.
 */
describe('a business area added as one folder and one line', () => {
  const { t, admin } = appForFile({ label: 'toy-area', modules: [...modules, toyModule] }, 'admin');

  it('takes its command, projects its row, serves it back and pushes its topic', async () => {
    const socket = await connect(t.baseUrl, admin);
    const notices = collect(socket);
    try {
      const named = await call<{ id: string; position: number }>(t.baseUrl, 'POST', '/api/toys', {
        session: admin,
        body: { name: 'Kettlebell' },
      });
      expect(named.status).toBe(201);

      const read = await call<{ id: string; name: string }>(t.baseUrl, 'GET', `/api/toys/${named.body.id}`, {
        session: admin,
        headers: { 'x-min-position': String(named.body.position) },
      });
      expect(read.status).toBe(200);
      expect(read.body).toEqual({ id: named.body.id, name: 'Kettlebell' });

      await until(() => notices.some((n) => n.topics.includes('toys')));
      expect(notices.find((n) => n.topics.includes('toys'))!.position).toBeGreaterThanOrEqual(named.body.position);
    } finally {
      socket.close();
    }
  });

  it('applies its own rules and validation', async () => {
    const invalid = await call(t.baseUrl, 'POST', '/api/toys', { session: admin, body: { name: '' } });
    expect(invalid.status).toBe(400);
    const missing = await call(t.baseUrl, 'GET', '/api/toys/no-such-toy', { session: admin });
    expect(missing.status).toBe(404);
  });

  it('declares its access like every route', () => {
    expect(t.app.apiRoutes.filter((r) => r.url.startsWith('/api/toys'))).toEqual([
      { method: 'POST', url: '/api/toys', access: 'authenticated' },
      { method: 'GET', url: '/api/toys/:id', access: 'authenticated' },
    ]);
  });
});
