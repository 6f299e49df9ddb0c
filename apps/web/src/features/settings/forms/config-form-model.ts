import {
  configTypeValues,
  configValueSchema,
  type ConfigKeyHelp,
  type ConfigResponse,
  type ConfigTarget,
} from '@granary/contract';
import { z } from 'zod';
import type { FieldOption, Overlay } from './spec-overlays';

export type ConfigField = {
  key: string;
  label: string;
  description: string;
  /** MinIO's type word. */
  type: string;
  required: boolean;
  secret: boolean;
  options?: FieldOption[];
  /** A secret that holds a value MinIO does not show: left empty, it is kept. */
  redacted: boolean;
  /** The environment variable that sets this key; the stored value has no effect. */
  envVariable?: string;
};

export type ConfigValues = Record<string, string>;

const acronyms: Record<string, string> = {
  url: 'URL',
  uri: 'URI',
  dsn: 'DSN',
  tls: 'TLS',
  id: 'ID',
  sasl: 'SASL',
  qos: 'QoS',
  sts: 'STS',
  dn: 'DN',
  api: 'API',
  nsqd: 'NSQD',
  srv: 'SRV',
  mtls: 'mTLS',
  dir: 'Dir',
  io: 'IO',
  ilm: 'ILM',
  http: 'HTTP',
  cors: 'CORS',
  ssl: 'SSL',
};

/** `queue_dir` → 'Queue Dir', `tls_skip_verify` → 'TLS Skip Verify'. */
export function keyLabel(key: string): string {
  return key
    .split('_')
    .map((word) => acronyms[word] ?? word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function optionsOf(help: ConfigKeyHelp): FieldOption[] | undefined {
  return configTypeValues(help.type)?.map(({ value, isDefault }) => ({
    value,
    label: isDefault ? `${value} (default)` : value,
  }));
}

/** The fields of `config`'s keys for `target` (its secrets and environment), new when undefined. */
export function buildFields(
  config: ConfigResponse,
  target: ConfigTarget | undefined,
  overlay: Overlay = {},
): ConfigField[] {
  const hidden = new Set(overlay.hidden ?? []);
  const first = overlay.first ?? [];
  const rank = (key: string) => (first.includes(key) ? first.indexOf(key) : first.length);
  const env = new Map((target?.env ?? []).map((entry) => [entry.key, entry.variable]));
  const redacted = new Set(target?.redacted ?? []);
  return config.keys
    .filter((help) => !hidden.has(help.key))
    .map((help, index) => ({ help, index }))
    .sort((a, b) => rank(a.help.key) - rank(b.help.key) || a.index - b.index)
    .map(({ help }) => {
      const options = overlay.options?.[help.key] ?? optionsOf(help);
      const envVariable = env.get(help.key);
      return {
        key: help.key,
        label: keyLabel(help.key),
        description: help.description,
        type: help.type,
        required: (overlay.required ?? []).includes(help.key) || (!help.optional && help.key !== 'enable'),
        secret: help.secret,
        redacted: redacted.has(help.key),
        ...(options ? { options } : {}),
        ...(envVariable ? { envVariable } : {}),
      };
    });
}

const durationPattern = /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/;

/** The rule a value of MinIO's `type` must follow; undefined when any one-line text will do. */
function typeProblem(field: ConfigField, value: string, addressList: boolean): string | undefined {
  const { label } = field;
  if (field.options && !field.options.some((option) => option.value === value))
    return `${label} must be one of ${field.options.map((option) => option.value).join(', ')}`;
  if (addressList && !value.split(',').every((address) => /^\S+:\d{1,5}$/.test(address.trim())))
    return `${label} must be host:port addresses separated by commas`;
  switch (field.type) {
    case 'number':
    case 'int':
      return /^-?\d+$/.test(value) ? undefined : `${label} must be a whole number`;
    case 'duration':
      return durationPattern.test(value) ? undefined : `${label} must be a duration such as 30s, 5m or 1h`;
    case 'url':
    case 'uri':
      return /^[a-z][a-z0-9+.-]*:\/\/\S+$/i.test(value)
        ? undefined
        : `${label} must be a URL with its scheme, such as https://host/path or tcp://host:1883`;
    case 'address':
      return /^\S+$/.test(value)
        ? undefined
        : `${label} must be an address without spaces, such as host:port`;
    default:
      return undefined;
  }
}

/** The form's schema: the contract's value rule, then required and MinIO's type, per key. */
export function configFormSchema(fields: ConfigField[], overlay: Overlay = {}) {
  const addressLists = new Set(overlay.addressLists ?? []);
  return z.object(
    Object.fromEntries(
      fields.map((field) => [
        field.key,
        configValueSchema.superRefine((value, ctx) => {
          if (value === '') {
            if (field.required && !field.redacted && !field.envVariable)
              ctx.addIssue({ code: 'custom', message: `${field.label} is required` });
            return;
          }
          const problem = typeProblem(field, value, addressLists.has(field.key));
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
      ]),
    ),
  );
}

/** What MinIO runs with, or the overlay's defaults for a target that does not exist yet. */
export function initialValues(
  fields: ConfigField[],
  target: ConfigTarget | undefined,
  overlay: Overlay = {},
): ConfigValues {
  const current = new Map((target?.key_values ?? []).map((pair) => [pair.key, pair.value]));
  // MinIO leaves `enable=on` out of what it shows.
  if (target && !current.has('enable')) current.set('enable', 'on');
  return Object.fromEntries(
    fields.map((field) => [
      field.key,
      target ? (current.get(field.key) ?? '') : (overlay.defaults?.[field.key] ?? ''),
    ]),
  );
}

/**
 * What a save sends. Spec 2 §5: empty values are dropped, so an untouched secret keeps what MinIO holds.
 * Editing what exists (`initial`), only the values the admin changed: MinIO merges them into what it holds,
 * so a key the form does not show, or shows unchanged, stays exactly as it was.
 */
export function toKeyValues(
  values: ConfigValues,
  initial?: Partial<Record<string, string | undefined>>,
): { key: string; value: string }[] {
  return Object.entries(values)
    .filter(([key, value]) => value !== '' && (initial === undefined || initial[key] !== value))
    .map(([key, value]) => ({ key, value }));
}

/** The fields MinIO's message names (`… 'queue_limit' …`), so its refusal shows next to them. */
export function fieldsNamedIn(message: string, fields: ConfigField[]): string[] {
  return fields
    .map((field) => field.key)
    .filter((key) => new RegExp(`(^|[^a-z0-9_])${key}([^a-z0-9_]|$)`, 'i').test(message));
}

/**
 * A save of what exists: the values the admin changed, and the keys they emptied, which MinIO returns to
 * its defaults (an empty value itself is never sent). `enable` is a switch, never emptied; a secret MinIO
 * hides starts empty, so leaving it so keeps it.
 */
export function configChanges(values: ConfigValues, initial: Partial<Record<string, string | undefined>>) {
  const emptied = Object.entries(values)
    .filter(([key, value]) => value === '' && key !== 'enable' && (initial[key] ?? '') !== '')
    .map(([key]) => key);
  return { key_values: toKeyValues(values, initial), ...(emptied.length > 0 && { reset_keys: emptied }) };
}
