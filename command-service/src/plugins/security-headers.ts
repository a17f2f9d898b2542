import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * helmet's headers with a Content Security Policy the built UI satisfies: scripts, styles and fonts only from our
 * origin, images also as data/blob URLs (previews), connections to our origin (including the socket).
 *
 * Every header here is the same for every request, so they are worked out once at start and set on each response.
 * `@fastify/helmet` called `helmet(options)` anew for every request, parsing the whole policy each time: about 5% of
 * command-service's CPU per check-in.
 */
export async function registerSecurityHeaders(app: FastifyInstance, production: boolean): Promise<void> {
  const headers = Object.entries(securityHeaders(production));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/** The headers helmet sets with our options, as name → value. */
export function securityHeaders(production: boolean): Record<string, string> {
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: production ? [] : null,
      },
    },
    // The UI is served over plain HTTP on a desk's LAN in development; HSTS only when deployed.
    strictTransportSecurity: production,
  });
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name] = value;
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  let failure: unknown;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => (failure = error));
  if (failure) throw failure;
  return headers;
}
