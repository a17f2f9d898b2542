import { z } from 'zod';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { HttpProblem, notFound } from '@gym/kernel/http/http-problem';
import { readFile } from './file-store.js';

/** `GET /api/files/{id}`: public files (the logo) to anyone, staff files only with a session. */
export const fileRoutes: ModuleRoutes = async (app, { deps }) => {
  app.get(
    '/api/files/:id',
    {
      config: { access: 'public' },
      schema: { tags: ['files'], summary: 'An uploaded image', params: z.object({ id: z.uuid() }) },
    },
    async (request, reply) => {
      const file = await readFile(deps.pool, request.params.id);
      if (!file) throw notFound('File');
      if (file.visibility === 'staff' && !request.auth) throw new HttpProblem(401, 'Please sign in to continue');
      return (
        reply
          .header('content-type', file.contentType)
          // Files never change (a new upload gets a new id).
          .header(
            'cache-control',
            `${file.visibility === 'public' ? 'public' : 'private'}, max-age=31536000, immutable`,
          )
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('x-content-type-options', 'nosniff')
          .send(file.bytes)
      );
    },
  );
};
