export const storageKeys = {
  all: ['storage'] as const,
  volumes: () => [...storageKeys.all, 'volumes'] as const,
  drives: () => [...storageKeys.all, 'drives'] as const,
};
