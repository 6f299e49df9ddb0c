// MinIO's config KV text (docs/decisions/settings-forms.md): one line
// `subsys[:target] k=v …` per target, `# MINIO_…=value` lines before a target whose keys an environment
// variable sets. MinIO writes `key=value`, and `key="value"` when the value holds white space, escaping
// nothing. Its own reader cuts a line where each of the subsystem's `key=` first appears (anywhere, inside
// quotes too), then takes a leading and a trailing `"`, then a leading and a trailing `'`, off each value.
import { configTypeValues } from '@granary/contract';
import { httpError } from '../../lib/http-error.ts';

export type KeyValue = { key: string; value: string };

export type ParsedTarget = {
  /** `_` for the default target. */
  name: string;
  keyValues: KeyValue[];
  env: { key: string; variable: string; value: string }[];
};

export const defaultTarget = '_';

/** Go's unicode.IsSpace, which decides whether MinIO quotes a value. */
const space = /[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/;
const pairStart = /^([A-Za-z0-9_]+)=/;

/**
 * Where a quoted value that starts at `from` (its opening quote) ends: the first `"` followed by the end of
 * the line or by one space and the next `key=`, with white space between the quotes (MinIO quotes nothing
 * else). -1: the value is not quoted.
 */
function closingQuote(body: string, from: number): number {
  for (let at = body.indexOf('"', from + 1); at !== -1; at = body.indexOf('"', at + 1)) {
    const rest = body.slice(at + 1);
    const ends = rest.trim() === '' || (rest.startsWith(' ') && pairStart.test(rest.slice(1)));
    if (ends && space.test(body.slice(from + 1, at))) return at;
  }
  return -1;
}

/** The pairs of one line's body, every key MinIO wrote, known to its help or not, in its order. */
function pairsOf(body: string): KeyValue[] {
  const pairs: KeyValue[] = [];
  let at = 0;
  while (at < body.length) {
    if (body.charAt(at) === ' ') {
      at += 1;
      continue;
    }
    const key = pairStart.exec(body.slice(at))?.[1];
    if (key === undefined) {
      // Text that is no `key=` (MinIO writes none) belongs to the value before it.
      const end = nextSpace(body, at);
      const previous = pairs.at(-1);
      if (previous) previous.value += ` ${body.slice(at, end)}`;
      at = end;
      continue;
    }
    const valueAt = at + key.length + 1;
    const close = body.charAt(valueAt) === '"' ? closingQuote(body, valueAt) : -1;
    const end = close === -1 ? nextSpace(body, valueAt) : close + 1;
    pairs.push({ key, value: close === -1 ? body.slice(valueAt, end) : body.slice(valueAt + 1, close) });
    at = end;
  }
  return pairs;
}

function nextSpace(body: string, from: number): number {
  const found = body.indexOf(' ', from);
  return found === -1 ? body.length : found;
}

/** MINIO_API_REQUESTS_MAX → requests_max; MINIO_NOTIFY_REDIS_ADDRESS_PRIMARY (target primary) → address. */
function envKey(subsystem: string, target: string, variable: string): string {
  const prefix = `MINIO_${subsystem.toUpperCase()}_`;
  const suffix = `_${target.toUpperCase()}`;
  let rest = variable.startsWith(prefix) ? variable.slice(prefix.length) : variable;
  if (target !== defaultTarget && rest.endsWith(suffix)) rest = rest.slice(0, -suffix.length);
  return rest.toLowerCase();
}

/** Every target of `subsystem` in get-config-kv's text, in MinIO's order. */
export function parseConfigText(subsystem: string, text: string): ParsedTarget[] {
  const targets: ParsedTarget[] = [];
  let variables: { variable: string; value: string }[] = [];
  for (const rawLine of text.split('\n')) {
    const line = rawLine.trim();
    if (line === '') continue;
    if (line.startsWith('#')) {
      const match = /^#\s*(MINIO_[A-Z0-9_]+)=(.*)$/.exec(line);
      if (match?.[1]) variables.push({ variable: match[1], value: match[2] ?? '' });
      continue;
    }
    const gap = line.indexOf(' ');
    const head = gap === -1 ? line : line.slice(0, gap);
    const [name, target = defaultTarget] = head.split(':');
    if (name !== subsystem) continue;
    const env = variables.map((entry) => ({ ...entry, key: envKey(subsystem, target, entry.variable) }));
    targets.push({
      name: target,
      keyValues: pairsOf(gap === -1 ? '' : line.slice(gap + 1)),
      env,
    });
    variables = [];
  }
  return targets;
}

const invalid = (key: string, problem: string) =>
  httpError('badRequest', `Invalid request: key_values: ${key} ${problem}`);

/**
 * Always quoted: MinIO takes the quotes off, and then one `'` at each end, so a value that starts or ends
 * with `'` gets one more there. Nothing can escape `key=`: a value holding one of the subsystem's keys
 * followed by `=` would set that key, so it is refused.
 */
function written(key: string, value: string, allKeys: string[]): string {
  const clash = allKeys.find((known) => value.includes(`${known}=`));
  if (clash) throw invalid(key, `must not contain "${clash}=" (MinIO would read it as that key)`);
  return `"${value.startsWith("'") ? "'" : ''}${value}${value.endsWith("'") ? "'" : ''}"`;
}

/**
 * The set-config-kv line for `subsystem` (and `target`), with the pairs given that have a value: MinIO
 * merges them into what it holds, so what is not sent stays as it is. `keys` are the help's keys with their types;
 * `otherKeys` the keys MinIO holds that its help does not list (`gzip_objects`), which may be sent too.
 * Unknown keys and values outside a closed type are refused (MinIO takes any word but "on" as off:
 * `api root_access=true` would lock the root user out).
 */
export function configLine(
  subsystem: string,
  target: string | undefined,
  pairs: KeyValue[],
  keys: { key: string; type: string }[],
  otherKeys: string[] = [],
): string {
  const allKeys = [...new Set([...keys.map((key) => key.key), ...otherKeys, 'comment', 'enable'])];
  const unknown = pairs.find((pair) => !allKeys.includes(pair.key));
  if (unknown) throw invalid(unknown.key, `is not a key of ${subsystem}`);
  for (const pair of pairs) {
    const allowed = configTypeValues(keys.find((key) => key.key === pair.key)?.type ?? '')?.map(
      (option) => option.value,
    );
    if (pair.value !== '' && allowed && !allowed.includes(pair.value))
      throw invalid(pair.key, `must be one of ${allowed.join(', ')}`);
  }
  const head = target && target !== defaultTarget ? `${subsystem}:${target}` : subsystem;
  // Spec 2 §5: an empty value is dropped, so an untouched secret keeps what MinIO holds; but not an empty
  // `enable` (an unconfigured target's), which MinIO would otherwise take as on.
  const body = pairs
    .filter((pair) => pair.value !== '' || pair.key === 'enable')
    .map((pair) => `${pair.key}=${written(pair.key, pair.value, allKeys)}`);
  return [head, ...body].join(' ');
}
