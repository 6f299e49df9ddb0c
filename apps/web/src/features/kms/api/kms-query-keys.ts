/** Every cached answer of the KMS screen: one key per endpoint. */
export const kmsQueryKeys = {
  all: ['kms'] as const,
  status: () => [...kmsQueryKeys.all, 'status'] as const,
  keys: () => [...kmsQueryKeys.all, 'keys'] as const,
};
