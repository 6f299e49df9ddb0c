import swagger from '@fastify/swagger';
import { openApiEndpoint } from '@granary/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the contract's zod schemas; must be registered before routes. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Granary console API',
        version: '1.0.0',
        description: 'The /api/v1 API of the Granary console.',
      },
      components: { securitySchemes: { cookie: { type: 'apiKey', in: 'cookie', name: 'token' } } },
      security: [{ cookie: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // A plain route, not route(): the document leaves itself out (`hide`).
  app.get(
    openApiEndpoint.path,
    { config: { public: openApiEndpoint.public }, schema: { hide: true } },
    async () => app.swagger(),
  );
}
