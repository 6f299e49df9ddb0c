/** The configuration ids of spec 2 §2 as current MinIO has them: region became site, cache is gone. */
export const configurationIds = [
  'site',
  'compression',
  'etcd',
  'identity_openid',
  'identity_ldap',
  'logger_webhook',
  'audit_webhook',
];

const labels: Record<string, string> = {
  site: 'Site (Region)',
  region: 'Region',
  compression: 'Compression',
  etcd: 'Etcd',
  identity_openid: 'Identity OpenID',
  identity_ldap: 'Identity LDAP',
  identity_tls: 'Identity TLS',
  identity_plugin: 'Identity Plugin',
  policy_plugin: 'Policy Plugin',
  logger_webhook: 'Logger Webhook',
  audit_webhook: 'Audit Webhook',
  audit_kafka: 'Audit Kafka',
  storage_class: 'Storage Class',
  api: 'API',
  ilm: 'ILM',
};

/** 'identity_ldap' → 'Identity LDAP'; an id without a label shows as MinIO names it. */
export function configLabel(id: string): string {
  return labels[id] ?? id.charAt(0).toUpperCase() + id.slice(1).replaceAll('_', ' ');
}
