import swagger from '@fastify/swagger';
import { apiPaths } from '@silo/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the contract's zod schemas; must be registered before routes. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Silo console API',
        version: '1.0.0',
        description: 'The /api/v1 API of the Silo console.',
      },
      components: { securitySchemes: { cookie: { type: 'apiKey', in: 'cookie', name: 'token' } } },
      security: [{ cookie: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  app.get(apiPaths.openapi, { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
}
