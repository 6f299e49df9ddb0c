/** What a Storage action RBAC refuses says: the verb Kubernetes would need to allow (spec 3 §6). */
export const storageRefusals = {
  format:
    "Your Kubernetes account may not format drives (verb 'update' on directcsidrives.direct.csi.min.io).",
  viewTenant: "Your Kubernetes account may not open a tenant's page (verb 'get' on tenants.minio.min.io).",
};
