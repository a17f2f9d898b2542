import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * helmet with a Content Security Policy the built UI satisfies: scripts, styles and fonts only from our origin,
 * images also as data/blob URLs (previews), connections to our origin (including the socket).
 */
export async function registerSecurityHeaders(app: FastifyInstance, production: boolean): Promise<void> {
  await app.register(helmet, {
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
}
