export const tenantKeys = {
  all: ['tenants'] as const,
  list: () => [...tenantKeys.all, 'list'] as const,
  detail: (namespace: string, name: string) => [...tenantKeys.all, 'detail', namespace, name] as const,
  /** Below the detail's key: a save that invalidates the detail asks these again too. */
  security: (namespace: string, name: string) => [...tenantKeys.detail(namespace, name), 'security'] as const,
  yaml: (namespace: string, name: string) => [...tenantKeys.detail(namespace, name), 'yaml'] as const,
  usage: (namespace: string, name: string) => [...tenantKeys.all, 'usage', namespace, name] as const,
  consoleLogin: (namespace: string, name: string) =>
    [...tenantKeys.all, 'console-login', namespace, name] as const,
  namespace: (namespace: string, what?: 'tenants' | 'quota') =>
    [...tenantKeys.all, 'namespace', namespace, ...(what ? [what] : [])] as const,
  cluster: (what: 'memory' | 'parity' | 'labels', ...args: number[]) =>
    [...tenantKeys.all, 'cluster', what, ...args] as const,
};
