/** What the Pools' and Pods' actions RBAC refuses say: the verb Kubernetes would need to allow (spec 3 §6). */
export const podRefusals = {
  deletePod: "Your Kubernetes account may not delete pods (verb 'delete' on pods).",
  addPool: "Your Kubernetes account may not change tenants (verb 'update' on tenants.minio.min.io).",
};
