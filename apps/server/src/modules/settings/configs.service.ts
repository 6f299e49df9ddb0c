import {
  type ConfigResponse,
  type ConfigSummary,
  type ConfigTarget,
  type NotificationEndpoint,
  type SetConfigRequest,
} from '@granary/contract';
import { MadminError, type AdminClient, type ConfigHelp } from '@granary/madmin';
import { httpError } from '../../lib/http-error.ts';
import { whileMinioContacts, type MinioContactClients } from '../../lib/minio-contacts.ts';
import {
  configLine,
  defaultTarget,
  type KeyValue,
  parseConfigText,
  type ParsedTarget,
} from './config-text.ts';

/** Keys whose values MinIO never returns once set; the form offers them as password fields. */
const secretKey = /(^|_)(password|token|secret|api_key|license|seed)$/;

export async function listConfigs(admin: AdminClient): Promise<ConfigSummary[]> {
  const help = await admin.helpConfigKV('');
  return help.keysHelp.map(({ key, description, multipleTargets }) => ({
    key,
    description,
    multipleTargets,
  }));
}

function toTarget(help: ConfigHelp, parsed: ParsedTarget): ConfigTarget {
  const shown = new Set(parsed.keyValues.map((pair) => pair.key));
  const redacted = help.keysHelp
    .map((key) => key.key)
    .filter((key) => key !== 'enable' && !shown.has(key) && secretKey.test(key));
  return { name: parsed.name, key_values: parsed.keyValues, redacted, env: parsed.env };
}

const configKey = (id: string, target: string | undefined) =>
  target && target !== defaultTarget ? `${id}:${target}` : id;

const noSuchTarget = (id: string, target: string) =>
  httpError('notFound', `${id} has no target named ${target}`);

/** MinIO answers XMinioConfigError for a named target it does not run. */
async function configText(admin: AdminClient, id: string, target: string | undefined): Promise<string> {
  try {
    return await admin.getConfigKV(configKey(id, target));
  } catch (error) {
    if (target && error instanceof MadminError && error.code === 'XMinioConfigError')
      throw noSuchTarget(id, target);
    throw error;
  }
}

export async function getConfig(admin: AdminClient, id: string, target?: string): Promise<ConfigResponse> {
  const help = await admin.helpConfigKV(id);
  const text = await configText(admin, id, target);
  const wanted = target ?? defaultTarget;
  const parsed = parseConfigText(id, text).find((candidate) => candidate.name === wanted);
  if (!parsed) throw noSuchTarget(id, wanted);
  return {
    name: help.subSys,
    description: help.description,
    multipleTargets: help.multipleTargets,
    keys: [
      ...help.keysHelp.map(({ key, description, type, optional }) => ({
        key,
        description,
        type,
        optional,
        secret: secretKey.test(key),
      })),
      // Keys MinIO holds that its help does not describe (api gzip_objects): shown, and saved as they are.
      ...unlistedKeys(help, [parsed]).map((key) => ({
        key,
        description: 'Not described by MinIO’s help',
        type: 'string',
        optional: true,
        secret: false,
      })),
    ],
    target: toTarget(help, parsed),
  };
}

export async function listConfigTargets(admin: AdminClient, id: string): Promise<ConfigTarget[]> {
  const [help, text] = await Promise.all([admin.helpConfigKV(id), admin.getConfigKV(id)]);
  return parseConfigText(id, text).map((parsed) => toTarget(help, parsed));
}

/** The keys by which MinIO's subsystems name what they connect to (a target, a broker, a directory). */
const addressKeys = [
  'endpoint',
  'url',
  'address',
  'broker',
  'brokers',
  'nsqd_address',
  'server_addr',
  'config_url',
  'connection_string',
  'dsn_string',
];

/** The host of an address, never what else it holds: a connection string may carry a password. */
function hostOf(value: string): string | undefined {
  try {
    const host = new URL(value).host;
    if (host) return host;
  } catch {
    // host:port or a list of them (Kafka brokers), or a DSN (user:password@tcp(host)/db)
  }
  return /^[\w.:,[\]-]+$/.test(value) ? value : undefined;
}

/** What a save makes MinIO contact, in words: the host the form gives, else the key that names it. */
function addressOf(id: string, request: SetConfigRequest): string {
  const given = request.key_values.find((pair) => addressKeys.includes(pair.key) && pair.value !== '');
  if (!given) return `the address ${id} names`;
  const host = hostOf(given.value);
  return host ? `${host} (${id} ${given.key})` : `the address in ${id} ${given.key}`;
}

/** MinIO tests a notification target before it keeps it: a refusal changes nothing. */
export async function setConfig(clients: MinioContactClients, id: string, request: SetConfigRequest) {
  const { admin } = clients;
  const [help, text] = await Promise.all([admin.helpConfigKV(id), admin.getConfigKV(id)]);
  const targets = parseConfigText(id, text);
  const current = targets.find((target) => target.name === (request.arn_resource_id ?? defaultTarget));
  const config = configKey(id, request.arn_resource_id);
  const others = unlistedKeys(help, targets);
  const resets = resettableKeys(id, request.reset_keys ?? [], help, others);
  let restart = false;
  // Nothing with a value (an untouched form of a subsystem that holds only empty keys): no line to send,
  // where MinIO would refuse one without keys.
  if (request.key_values.some((pair) => pair.value !== '')) {
    const pairs = withEnable(request.key_values, current);
    const line = configLine(id, request.arn_resource_id, pairs, help.keysHelp, others);
    // MinIO checks a target (connects, sends a test) before it answers: a silent one holds the save.
    const applied = await whileMinioContacts(clients, addressOf(id, request), (bound) =>
      bound.setConfigKV(line),
    );
    restart = applied.restartRequired;
  }
  if (resets.length > 0)
    // MinIO's reset of single keys: each returns to its default, the rest stays.
    restart = (await admin.deleteConfigKV(`${config} ${resets.join(' ')}`)).restartRequired || restart;
  return { restart, config };
}

/** Keys to return to their default: the subsystem's own, and never `enable` (Disable is how that goes). */
function resettableKeys(id: string, keys: string[], help: ConfigHelp, others: string[]): string[] {
  const known = new Set([...help.keysHelp.map((key) => key.key), ...others, 'comment']);
  const refused = keys.find((key) => key === 'enable' || !known.has(key));
  if (refused)
    throw httpError(
      'badRequest',
      `Invalid request: reset_keys: ${refused} ${refused === 'enable' ? 'cannot be reset: turn the target off instead' : `is not a key of ${id}`}`,
    );
  return keys;
}

/** The keys MinIO returned for these targets that its help does not list. */
function unlistedKeys(help: ConfigHelp, targets: ParsedTarget[]): string[] {
  const listed = new Set(help.keysHelp.map((key) => key.key));
  const held = targets.flatMap((target) => target.keyValues.map((pair) => pair.key));
  return [...new Set(held)].filter((key) => !listed.has(key));
}

/**
 * MinIO turns a target on when a line leaves `enable` out (identity_ldap's help does not even list it):
 * a save that does not change it sends what MinIO holds, which it shows only when off.
 */
function withEnable(pairs: KeyValue[], current: ParsedTarget | undefined): KeyValue[] {
  if (!current || pairs.some((pair) => pair.key === 'enable')) return pairs;
  const enable = current.keyValues.find((pair) => pair.key === 'enable')?.value;
  return enable === undefined || enable === 'on' ? pairs : [{ key: 'enable', value: enable }, ...pairs];
}

export async function resetConfig(admin: AdminClient, id: string, target?: string) {
  const { restartRequired } = await admin.deleteConfigKV(configKey(id, target));
  return { restart: restartRequired, config: configKey(id, target) };
}

/** Server info's `services.notifications`: `[{ <type>: [{ <id>: { status } }] }]`, flattened. */
export async function listNotificationEndpoints(admin: AdminClient): Promise<NotificationEndpoint[]> {
  const notifications = (await admin.serverInfo()).services?.notifications ?? [];
  return notifications.flatMap((byType) =>
    Object.entries(byType).flatMap(([service, targets]) =>
      targets.flatMap((target) =>
        Object.entries(target).map(([account_id, { status }]) => ({ service, account_id, status })),
      ),
    ),
  );
}
