/** What the License page's actions say when RBAC or the state refuses them (spec 3 §6). */
export const licenseRefusals = {
  store:
    "Your Kubernetes account may not store the license (verbs 'get', 'create' and 'update' on secrets in the console's namespace).",
  nothingToRefresh: 'There is no valid license to refresh: activate one first.',
};
