/** Every shell route the session may grant, in side-menu order: the first permitted one is the landing page. */
export const shellPages = [
  '/dashboard',
  '/metrics',
  '/object-browser',
  '/account',
  '/account/change-password',
  '/buckets',
  '/users',
  '/groups',
  '/policies',
  '/settings',
  '/webhook/logger',
  '/webhook/audit',
  '/logs',
  '/watch',
  '/trace',
  '/heal',
  '/health-info',
  '/tenants',
  '/storage',
  '/license',
] as const;
export type ShellPage = (typeof shellPages)[number];
