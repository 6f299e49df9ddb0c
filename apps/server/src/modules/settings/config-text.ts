// MinIO's config KV text (reference §3.6, checked in docs/decisions.md): one line `subsys[:target] k=v …`
// per target, `# MINIO_…=value` lines before a target whose keys an environment variable sets. MinIO's
// own reader does not split on spaces: it cuts the line where each known `key=` starts and takes one
// layer of quotes off each value, with no escapes. Both directions here follow that reader.
import { apiErrorCodes, configTypeValues } from '@granary/contract';
import { HttpError } from '../../lib/http-error.ts';

export type KeyValue = { key: string; value: string };

export type ParsedTarget = {
  /** `_` for the default target. */
  name: string;
  keyValues: KeyValue[];
  env: { key: string; variable: string; value: string }[];
};

export const defaultTarget = '_';

function unquoted(value: string): string {
  const trimmed = value.trim();
  const first = trimmed.charAt(0);
  if (trimmed.length >= 2 && (first === '"' || first === "'") && trimmed.endsWith(first))
    return trimmed.slice(1, -1);
  return trimmed;
}

/** The pairs of one line's body, cut where each known key starts (as MinIO reads it). */
function pairsOf(body: string, knownKeys: string[]): KeyValue[] {
  const starts = knownKeys
    .map((key) => ({ key, at: new RegExp(`(^|\\s)${key}=`).exec(body) }))
    .flatMap(({ key, at }) => (at ? [{ key, index: at.index + (at[1] ?? '').length }] : []))
    .sort((a, b) => a.index - b.index);
  return starts.map(({ key, index }, position) => {
    const end = starts[position + 1]?.index ?? body.length;
    return { key, value: unquoted(body.slice(index + key.length + 1, end)) };
  });
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
export function parseConfigText(subsystem: string, text: string, knownKeys: string[]): ParsedTarget[] {
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
    const space = line.indexOf(' ');
    const head = space === -1 ? line : line.slice(0, space);
    const [name, target = defaultTarget] = head.split(':');
    if (name !== subsystem) continue;
    const env = variables.map((entry) => ({ ...entry, key: envKey(subsystem, target, entry.variable) }));
    targets.push({
      name: target,
      keyValues: pairsOf(space === -1 ? '' : line.slice(space + 1), knownKeys),
      env,
    });
    variables = [];
  }
  return targets;
}

const invalid = (key: string, problem: string) =>
  new HttpError(400, apiErrorCodes.badRequest, `Invalid request: key_values: ${key} ${problem}`);

/** Quoted when it has spaces or would lose its own quotes; MinIO takes one layer off. */
function written(key: string, value: string, knownKeys: string[]): string {
  const clash = knownKeys.find((known) => value.includes(`${known}=`));
  if (clash) throw invalid(key, `must not contain "${clash}=" (MinIO would read it as that key)`);
  return /\s/.test(value) || /^["']|["']$/.test(value) ? `"${value}"` : value;
}

/**
 * The set-config-kv line for `subsystem` (and `target`): empty values are left out; unknown keys and
 * values outside a closed type refused (MinIO takes any word but "on" as off: `api root_access=true`
 * would lock the root user out).
 */
export function configLine(
  subsystem: string,
  target: string | undefined,
  pairs: KeyValue[],
  keys: { key: string; type: string }[],
): string {
  const knownKeys = keys.map((key) => key.key);
  const unknown = pairs.find((pair) => !knownKeys.includes(pair.key));
  if (unknown) throw invalid(unknown.key, `is not a key of ${subsystem}`);
  for (const pair of pairs) {
    const allowed = configTypeValues(keys.find((key) => key.key === pair.key)?.type ?? '')?.map(
      (option) => option.value,
    );
    if (pair.value !== '' && allowed && !allowed.includes(pair.value))
      throw invalid(pair.key, `must be one of ${allowed.join(', ')}`);
  }
  const head = target && target !== defaultTarget ? `${subsystem}:${target}` : subsystem;
  const body = pairs
    .filter((pair) => pair.value !== '')
    .map((pair) => `${pair.key}=${written(pair.key, pair.value, knownKeys)}`);
  return [head, ...body].join(' ');
}
