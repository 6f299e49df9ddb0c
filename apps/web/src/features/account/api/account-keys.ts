/** Query keys of the account feature. */
export const accountKeys = {
  serviceAccounts: ['service-accounts'] as const,
};
