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
