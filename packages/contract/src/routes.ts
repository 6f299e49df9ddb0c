/** The /api/v1 paths, shared by the server's route registration and the web client. */
export const apiPaths = {
  login: '/api/v1/login',
  session: '/api/v1/session',
  logout: '/api/v1/logout',
  hasPermission: '/api/v1/has-permission',
  openapi: '/api/v1/openapi.json',
} as const;

export const apiErrorCodes = {
  badRequest: 'bad_request',
  invalidSession: 'invalid_session',
  invalidLogin: 'invalid_login',
  accessDenied: 'access_denied',
  notFound: 'not_found',
  tooManyRequests: 'too_many_requests',
  minioUnreachable: 'minio_unreachable',
  internal: 'internal_error',
} as const;
