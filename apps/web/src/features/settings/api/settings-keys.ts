/** Every cached answer of the settings screens: one key per endpoint. */
export const settingsKeys = {
  all: ['settings'] as const,
  configs: () => [...settingsKeys.all, 'configs'] as const,
  config: (id: string, target?: string) => [...settingsKeys.all, 'config', id, target ?? '_'] as const,
  configTargets: (id: string) => [...settingsKeys.all, 'config-targets', id] as const,
  notificationEndpoints: () => [...settingsKeys.all, 'notification-endpoints'] as const,
};
