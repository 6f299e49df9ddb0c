import { defineEndpoint } from './endpoint.ts';

/** The OpenAPI document of this API; public, and left out of the document it serves. */
export const openApiEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/openapi.json',
  summary: 'This API as an OpenAPI document',
  tags: [],
  response: 'stream',
  public: true,
});

/** The app's screens reachable without a session: they get no shell and never ask for one. */
export const publicAppPaths: readonly string[] = ['/login', '/oauth_callback'];
