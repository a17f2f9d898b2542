import { z } from 'zod';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { requestRefusals } from '@gym/kernel/http/request-refusals';
import { allows } from '@gym/kernel/permissions/access';
import { readFile } from './file-store.js';
import { filesRefusals } from './files-refusals.js';

/**
 * `GET /api/files/{id}`: the route itself is public because the login screen shows the gym's logo; each file then
 * needs the permission of what it belongs to (file-store.ts), checked here like a route's own.
 */
export const fileRoutes: ModuleRoutes = async (app, { deps }) => {
  app.get(
    '/api/files/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        summary: 'An uploaded image',
        description:
          'The gym logo is public. Any other file needs the permission of what it belongs to: a member photo ' +
          'canViewMembers, a receipt canViewFinancials (401 without a session, 403 without the permission).',
        params: z.object({ id: z.uuid() }),
      },
    },
    async (request, reply) => {
      const file = await readFile(deps.pool, request.params.id);
      if (!file) throw filesRefusals.missing('not_found');
      if (file.access !== 'public') {
        if (!request.auth) throw requestRefusals.problem(401, 'sign_in');
        if (!allows(request.auth.user, file.access)) throw requestRefusals.problem(403, 'forbidden');
      }
      return (
        reply
          .header('content-type', file.contentType)
          // Files never change (a new upload gets a new id).
          .header('cache-control', `${file.access === 'public' ? 'public' : 'private'}, max-age=31536000, immutable`)
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('x-content-type-options', 'nosniff')
          .send(file.bytes)
      );
    },
  );
};
