// Spec 2 §3 and §9, laid over MinIO's own help: which keys the specification requires, their defaults,
// and the order it shows them in. Keys MinIO no longer has are left out (docs/decisions/settings-forms.md).

export type FieldOption = { value: string; label: string };

export type Overlay = {
  /** Keys the form requires even where MinIO's help calls them optional. */
  required?: string[];
  /** Values a new target starts with. */
  defaults?: Record<string, string>;
  /** Keys shown first, in this order; the rest follow in MinIO's order. */
  first?: string[];
  /** Keys not offered (a notification target is enabled by being saved). */
  hidden?: string[];
  options?: Record<string, FieldOption[]>;
  /** Keys whose value is a list of host:port addresses. */
  addressLists?: string[];
};

const queued = { required: ['queue_dir'], defaults: { queue_limit: '10000' } };
const format: FieldOption[] = [
  { value: 'namespace', label: 'namespace' },
  { value: 'access', label: 'access' },
];

/** The configuration ids of spec 2 §2 that current MinIO still has, with their §3 rules. */
export const configOverlays: Record<string, Overlay> = {
  site: { first: ['name', 'region'] },
  compression: { first: ['extensions', 'mime_types'] },
  etcd: {
    required: ['endpoints'],
    first: ['endpoints', 'path_prefix', 'coredns_path', 'client_cert', 'client_cert_key'],
  },
  identity_openid: { first: ['config_url', 'client_id', 'claim_name', 'claim_prefix'] },
  identity_ldap: {
    required: ['server_addr', 'user_dn_search_filter', 'group_search_filter'],
    first: ['server_addr', 'user_dn_search_filter', 'group_search_filter', 'user_dn_search_base_dn'],
  },
  logger_webhook: { required: ['endpoint', 'auth_token'], first: ['endpoint', 'auth_token'] },
  audit_webhook: { required: ['endpoint', 'auth_token'], first: ['endpoint', 'auth_token'] },
};

/** The ten notification target types (spec 2 §3), by MinIO subsystem. */
export const notificationOverlays: Record<string, Overlay> = {
  notify_postgres: {
    required: ['connection_string', 'table', 'format'],
    defaults: { format: 'namespace', queue_limit: '10000' },
    first: ['connection_string', 'table', 'format', 'queue_dir', 'queue_limit', 'comment'],
    hidden: ['enable'],
    options: { format },
  },
  notify_mysql: {
    required: ['dsn_string', 'table', 'format'],
    defaults: { format: 'namespace', queue_limit: '10000' },
    first: ['dsn_string', 'table', 'format', 'queue_dir', 'queue_limit', 'comment'],
    hidden: ['enable'],
    options: { format },
  },
  notify_kafka: {
    ...queued,
    required: ['brokers', 'queue_dir'],
    first: ['brokers', 'topic'],
    hidden: ['enable'],
    addressLists: ['brokers'],
  },
  notify_amqp: {
    ...queued,
    required: ['url', 'queue_dir'],
    first: ['url', 'exchange', 'exchange_type', 'routing_key'],
    hidden: ['enable'],
    options: {
      delivery_mode: [
        { value: '1', label: '1 (non-persistent)' },
        { value: '2', label: '2 (persistent)' },
      ],
    },
  },
  notify_redis: {
    ...queued,
    defaults: { ...queued.defaults, format: 'namespace' },
    required: ['address', 'key', 'queue_dir'],
    first: ['address', 'key', 'password'],
    hidden: ['enable'],
    options: { format },
  },
  notify_mqtt: {
    ...queued,
    required: ['broker', 'topic', 'queue_dir'],
    // Spec 2 §9 says qos 0, but MinIO refuses 0 with a queue dir, which the spec requires: 1
    // (docs/decisions/settings-forms.md).
    defaults: { ...queued.defaults, qos: '1' },
    first: ['broker', 'topic', 'username', 'password', 'qos', 'keep_alive_interval', 'reconnect_interval'],
    hidden: ['enable'],
  },
  notify_nats: {
    ...queued,
    required: ['address', 'subject', 'queue_dir'],
    first: ['address', 'subject', 'username', 'password', 'token'],
    hidden: ['enable'],
  },
  notify_elasticsearch: {
    ...queued,
    required: ['url', 'index', 'format', 'queue_dir'],
    defaults: { ...queued.defaults, format: 'namespace' },
    first: ['url', 'index', 'format'],
    hidden: ['enable'],
    options: { format },
  },
  notify_webhook: {
    ...queued,
    required: ['endpoint', 'queue_dir'],
    first: ['endpoint', 'auth_token'],
    hidden: ['enable'],
  },
  notify_nsq: {
    ...queued,
    required: ['nsqd_address', 'topic', 'queue_dir'],
    first: ['nsqd_address', 'topic'],
    hidden: ['enable'],
  },
};

export const notificationServices = [
  { service: 'postgres', label: 'PostgreSQL' },
  { service: 'mysql', label: 'MySQL' },
  { service: 'kafka', label: 'Kafka' },
  { service: 'amqp', label: 'AMQP' },
  { service: 'mqtt', label: 'MQTT' },
  { service: 'redis', label: 'Redis' },
  { service: 'nats', label: 'NATS' },
  { service: 'elasticsearch', label: 'Elasticsearch' },
  { service: 'webhook', label: 'Webhook' },
  { service: 'nsq', label: 'NSQ' },
] as const;
export type NotificationService = (typeof notificationServices)[number]['service'];
