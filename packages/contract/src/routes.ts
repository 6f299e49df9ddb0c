/** The /api/v1 paths, shared by the server's route registration and the web client. */
export const apiPaths = {
  login: '/api/v1/login',
  loginOauth2Auth: '/api/v1/login/oauth2/auth',
  session: '/api/v1/session',
  logout: '/api/v1/logout',
  hasPermission: '/api/v1/has-permission',
  openapi: '/api/v1/openapi.json',
} as const;

export const apiErrorCodes = {
  badRequest: 'bad_request',
  invalidSession: 'invalid_session',
  invalidLogin: 'invalid_login',
  invalidOauthState: 'invalid_oauth_state',
  idpUnreachable: 'idp_unreachable',
  accessDenied: 'access_denied',
  notFound: 'not_found',
  tooManyRequests: 'too_many_requests',
  minioUnreachable: 'minio_unreachable',
  internal: 'internal_error',
} as const;

/** Identity endpoints (spec 2 §7); `?name=` carries names that may contain slashes. */
export const identityPaths = {
  users: '/api/v1/users',
  user: '/api/v1/user',
  usersGroupsBulk: '/api/v1/users-groups-bulk',
  userServiceAccounts: '/api/v1/user/service-accounts',
  changeUserPassword: '/api/v1/account/change-user-password',
  changeOwnPassword: '/api/v1/account/change-password',
  groups: '/api/v1/groups',
  group: '/api/v1/group',
  policies: '/api/v1/policies',
  policy: '/api/v1/policy',
  policyUsers: '/api/v1/policies/:name/users',
  policyGroups: '/api/v1/policies/:name/groups',
  setPolicy: '/api/v1/set-policy/:policies',
  serviceAccounts: '/api/v1/service-accounts',
  serviceAccount: '/api/v1/service-accounts/:accessKey',
} as const;

/** The app's screens reachable without a session: they get no shell and never ask for one. */
export const publicAppPaths: readonly string[] = ['/login', '/oauth_callback'];
