/** What a tenant action RBAC refuses says: the verb Kubernetes would need to allow (spec 3 §6). */
export const tenantRefusals = {
  get: "Your Kubernetes account may not read tenants (verb 'get' on tenants.minio.min.io).",
  delete: "Your Kubernetes account may not delete tenants (verb 'delete' on tenants.minio.min.io).",
  create:
    "Your Kubernetes account may not create tenants (verb 'create' on tenants.minio.min.io and on secrets).",
};
