import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * No inline script anywhere; MUI's emotion needs inline styles, which cannot run code. HSTS only when
 * Granary itself serves TLS: behind a plain-HTTP listener it would be a promise nobody keeps.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { tls, directOrigins }: { tls: boolean; directOrigins: readonly string[] },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // Direct transfers: the browser sends upload parts to MinIO's public address itself.
        connectSrc: ["'self'", ...directOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: tls ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
