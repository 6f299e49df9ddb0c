import { apiErrorSchema, type AnyEndpoint } from '@granary/contract';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify';
import type { z } from 'zod';

/** Every error answer a route may give, for the OpenAPI document: the one route error map. */
export const routeErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  405: apiErrorSchema,
  409: apiErrorSchema,
  410: apiErrorSchema,
  429: apiErrorSchema,
  502: apiErrorSchema,
  503: apiErrorSchema,
} as const;

type OutputOf<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** The request a handler sees: params, query and body already parsed by the endpoint's schemas. */
export type EndpointRequest<E extends AnyEndpoint> = FastifyRequest<{
  Params: OutputOf<E['params']>;
  Querystring: OutputOf<E['query']>;
  Body: OutputOf<E['body']>;
}>;

/** A JSON endpoint's handler returns exactly its response; a stream endpoint returns the reply it wrote. */
export type EndpointResult<E extends AnyEndpoint> = E['response'] extends z.ZodType
  ? z.input<E['response']>
  : FastifyReply;

export type EndpointHandler<E extends AnyEndpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointResult<E>>;

export type RouteExtras = {
  /** Per-route settings such as `rateLimit`; `public` comes from the endpoint. */
  config?: Omit<FastifyContextConfig, 'public'>;
  bodyLimit?: number;
  /** Runs before the body is read: a check that can refuse a request without reading what it sends. */
  onRequest?: onRequestAsyncHookHandler;
};

function routeSchema(endpoint: AnyEndpoint) {
  const hasParams = endpoint.path.includes(':') || endpoint.path.endsWith('*');
  return {
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...(hasParams ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
    response:
      endpoint.response === 'stream' ? routeErrors : { ...routeErrors, [endpoint.status]: endpoint.response },
  };
}

/** Registers one endpoint of the contract: its path, method and schemas come from the descriptor. */
export function route<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { ...extras.config, public: endpoint.public },
    ...(extras.bodyLimit === undefined ? {} : { bodyLimit: extras.bodyLimit }),
    ...(extras.onRequest === undefined ? {} : { onRequest: extras.onRequest }),
    schema: routeSchema(endpoint),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (endpoint.status !== 200) reply.status(endpoint.status);
      return handler(request as EndpointRequest<E>, reply);
    },
  });
}
