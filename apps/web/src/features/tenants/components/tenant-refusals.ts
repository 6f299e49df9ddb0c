/** What a tenant action RBAC refuses says: the verb Kubernetes would need to allow (spec 3 §6). */
export const tenantRefusals = {
  get: "Your Kubernetes account may not read tenants (verb 'get' on tenants.minio.min.io).",
  delete: "Your Kubernetes account may not delete tenants (verb 'delete' on tenants.minio.min.io).",
  edit: "Your Kubernetes account may not update tenants (verb 'update' on tenants.minio.min.io).",
  version: "Your Kubernetes account may not patch tenants (verb 'patch' on tenants.minio.min.io).",
  certificates:
    "Your Kubernetes account may not change the tenant's certificates (verb 'update' on tenants.minio.min.io, 'create' and 'delete' on secrets).",
  create:
    "Your Kubernetes account may not create tenants (verb 'create' on tenants.minio.min.io and on secrets).",
};
