/**
 * MinIO's health information, made safe to hand to a vendor or a ticket: MinIO redacts a few of its own
 * variables (MINIO_ROOT_PASSWORD, MINIO_KMS_SECRET_KEY, …) but not others, such as an audit webhook's
 * auth token or a notification target's connection string (spec 2, Diagnostic;
 * docs/decisions/live-sockets.md).
 */

/** MinIO's own mark for a value it left out; Granary uses the same, so every left-out value reads alike. */
export const REDACTED = '*** EXISTS, REDACTED ***';

/** Words that make a name secret wherever they stand in it (auth_token, SASL_PASSWORD, clientSecret). */
const secretWords = new Set([
  'password',
  'passwd',
  'pwd',
  'pass',
  'passphrase',
  'secret',
  'secrets',
  'token',
  'tokens',
  'credential',
  'credentials',
  'creds',
  'apikey',
  'secretkey',
  'accountkey',
  'privatekey',
  'clientsecret',
  'authtoken',
  'sessiontoken',
  'authorization',
  'cookie',
  'sas',
]);
/** A `key` is secret after these words (SECRET_KEY is secret already): ACCOUNT_KEY, API_KEY, PRIVATE_KEY. */
const secretKeyPrefixes = new Set(['account', 'api', 'private', 'encryption', 'master', 'hmac', 'signing']);

function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export function isSecretName(name: string): boolean {
  const words = wordsOf(name);
  return words.some(
    (word, index) =>
      secretWords.has(word) || (word === 'key' && secretKeyPrefixes.has(words[index - 1] ?? '')),
  );
}

/** Credentials inside a longer value: a URL's password, a MySQL DSN's, `password=` of a connection string. */
const embedded: [RegExp, string][] = [
  [/([a-z][a-z0-9+.-]*:\/\/[^\s:@/]*):[^\s@/]+@/gi, `$1:${REDACTED}@`],
  [/(^|[\s,;])([^\s:@/()]+):[^\s@]+@(tcp|unix|udp)\(/gi, `$1$2:${REDACTED}@$3(`],
  [
    /\b(password|passwd|pwd|sslpassword|pass|secret|token|auth_token|access_token|api_key|apikey|sig|sas)=("[^"]*"|'[^']*'|[^\s&;,]+)/gi,
    `$1=${REDACTED}`,
  ],
];

export function withoutEmbeddedSecrets(text: string): string {
  return embedded.reduce((masked, [pattern, replacement]) => masked.replace(pattern, replacement), text);
}

const maskValue = (value: string) => (value === '' || value === REDACTED ? value : REDACTED);

/** A copy of `value` with every secret replaced by REDACTED; empty values stay empty, so "unset" still shows. */
export function withoutSecrets(value: unknown, secret = false): unknown {
  if (typeof value === 'string') return secret ? maskValue(value) : withoutEmbeddedSecrets(value);
  if (Array.isArray(value)) return value.map((item) => withoutSecrets(item, secret));
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  // MinIO's configuration as pairs: {"key": "auth_token", "value": "…"}.
  const pairIsSecret = typeof record.key === 'string' && 'value' in record && isSecretName(record.key);
  return Object.fromEntries(
    Object.entries(record).map(([name, item]) => [
      name,
      withoutSecrets(item, secret || isSecretName(name) || (pairIsSecret && name === 'value')),
    ]),
  );
}
