import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { wellFormed } from './names.ts';

/** A MinIO configuration subsystem (`api`, `identity_ldap`, `notify_redis`): what help-config-kv names. */
export const configIdSchema = z
  .string()
  .min(1, 'is required')
  .max(64, 'must be at most 64 characters')
  .regex(/^[a-z][a-z0-9_]*$/, 'is not a configuration id (lowercase letters, digits and "_")');

export const targetNameProblem =
  'Identifier may hold only letters, numbers, dashes (-) and underscores (_), up to 64 characters';

/** A named target of a multi-target subsystem (`notify_redis:<name>`, `logger_webhook:<name>`). */
export const configTargetNameSchema = z
  .string()
  .min(1, 'Identifier is required')
  .max(64, targetNameProblem)
  .regex(/^[A-Za-z0-9_-]+$/, targetNameProblem);

/** A key of a subsystem, as MinIO's help lists it. */
export const configKeySchema = z
  .string()
  .min(1, 'is required')
  .max(64, 'must be at most 64 characters')
  .regex(/^[a-z][a-z0-9_]*$/, 'is not a configuration key (lowercase letters, digits and "_")');

/** A value MinIO's one-line `key=value` format can carry: one line of well-formed text. */
export const configValueSchema = wellFormed(
  z
    .string()
    .max(16_384, 'must be at most 16,384 characters')
    .refine((value) => !/[\r\n]/.test(value), 'must be on one line'),
);

/**
 * The values of MinIO's closed types (`on|off`, `namespace*|access`, `bool`), `*` marking its default;
 * undefined for an open type. MinIO takes any word but "on" as off.
 */
export function configTypeValues(type: string): { value: string; isDefault: boolean }[] | undefined {
  if (['bool', 'boolean'].includes(type))
    return [
      { value: 'on', isDefault: false },
      { value: 'off', isDefault: false },
    ];
  if (!type.includes('|')) return undefined;
  return type.split('|').map((word) => ({ value: word.replace(/\*$/, ''), isDefault: word.endsWith('*') }));
}

export const configKeyValueSchema = z.object({ key: configKeySchema, value: configValueSchema });
export type ConfigKeyValue = z.infer<typeof configKeyValueSchema>;

export const configSummarySchema = z.object({
  key: z.string(),
  description: z.string(),
  multipleTargets: z.boolean(),
});
export type ConfigSummary = z.infer<typeof configSummarySchema>;

export const listConfigsResponseSchema = z
  .object({ configurations: z.array(configSummarySchema) })
  .meta({ id: 'ListConfigsResponse' });
export type ListConfigsResponse = z.infer<typeof listConfigsResponseSchema>;

/** One key of a subsystem as MinIO's help describes it. */
export const configKeyHelpSchema = z.object({
  key: z.string(),
  description: z.string(),
  /** MinIO's type word: string, number, on|off, duration, csv, sentence, uri, path, … */
  type: z.string(),
  optional: z.boolean(),
  /** MinIO never returns its value (passwords, tokens, keys). */
  secret: z.boolean(),
});
export type ConfigKeyHelp = z.infer<typeof configKeyHelpSchema>;

/** A key set by an environment variable, which wins over the stored configuration. */
export const configEnvOverrideSchema = z.object({ key: z.string(), variable: z.string(), value: z.string() });
export type ConfigEnvOverride = z.infer<typeof configEnvOverrideSchema>;

export const configTargetSchema = z.object({
  /** `_` for a subsystem's default target. */
  name: z.string(),
  key_values: z.array(z.object({ key: z.string(), value: z.string() })),
  /** Secret keys that hold a value MinIO does not show. */
  redacted: z.array(z.string()),
  env: z.array(configEnvOverrideSchema),
});
export type ConfigTarget = z.infer<typeof configTargetSchema>;

export const configResponseSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    multipleTargets: z.boolean(),
    keys: z.array(configKeyHelpSchema),
    /** The default target, or the one asked for with `?target=`. */
    target: configTargetSchema,
  })
  .meta({ id: 'ConfigResponse' });
export type ConfigResponse = z.infer<typeof configResponseSchema>;

export const configTargetsResponseSchema = z
  .object({ targets: z.array(configTargetSchema) })
  .meta({ id: 'ConfigTargetsResponse' });
export type ConfigTargetsResponse = z.infer<typeof configTargetsResponseSchema>;

export const setConfigRequestSchema = z
  .object({
    key_values: z
      .array(configKeyValueSchema)
      .max(200, 'must hold at most 200 keys')
      .refine(
        (pairs) => new Set(pairs.map((pair) => pair.key)).size === pairs.length,
        'must not repeat a key',
      ),
    /** The target to set: a notification target's identifier or a webhook's name; the default without. */
    arn_resource_id: configTargetNameSchema.optional(),
    /** Keys the admin emptied: MinIO returns each to its default (an empty value is never sent, spec 2 §5). */
    reset_keys: z.array(configKeySchema).max(200, 'must hold at most 200 keys').optional(),
  })
  .refine(
    (request) => !request.reset_keys?.some((key) => request.key_values.some((pair) => pair.key === key)),
    { message: 'reset_keys: must not name a key that key_values sets', path: ['reset_keys'] },
  )
  .meta({ id: 'SetConfigRequest' });
export type SetConfigRequest = z.input<typeof setConfigRequestSchema>;

/** `restart`: MinIO did not apply the change live; it takes effect after a restart. */
export const configChangeResponseSchema = z
  .object({ restart: z.boolean() })
  .meta({ id: 'ConfigChangeResponse' });
export type ConfigChangeResponse = z.infer<typeof configChangeResponseSchema>;

const configParamsSchema = z.object({ id: configIdSchema });
const targetQuerySchema = z.object({ target: configTargetNameSchema.optional() });

export const notificationEndpointSchema = z.object({
  service: z.string(),
  account_id: z.string(),
  status: z.string(),
});
export type NotificationEndpoint = z.infer<typeof notificationEndpointSchema>;

export const notificationEndpointsResponseSchema = z
  .object({ notification_endpoints: z.array(notificationEndpointSchema) })
  .meta({ id: 'NotificationEndpointsResponse' });
export type NotificationEndpointsResponse = z.infer<typeof notificationEndpointsResponseSchema>;

const tags = ['settings'];

/** Spec 2 §7: server configuration through MinIO's config KV, and the notification targets it runs. */
export const configEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/configs',
    summary: 'The configuration subsystems the server has, from its own help',
    tags,
    response: listConfigsResponseSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/v1/configs/:id',
    summary: "A subsystem's keys with MinIO's help and the values it runs with (secrets left out)",
    tags,
    params: configParamsSchema,
    query: targetQuerySchema,
    response: configResponseSchema,
  }),
  targets: defineEndpoint({
    method: 'GET',
    path: '/api/v1/configs/:id/targets',
    summary: "Every target of a multi-target subsystem (the default one named '_')",
    tags,
    params: configParamsSchema,
    response: configTargetsResponseSchema,
  }),
  set: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/configs/:id',
    summary: 'Set keys of a subsystem or of one of its targets (empty values are left out)',
    tags,
    params: configParamsSchema,
    body: setConfigRequestSchema,
    response: configChangeResponseSchema,
  }),
  reset: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/configs/:id',
    summary: "Remove a named target, or reset the default target's keys to MinIO's defaults",
    tags,
    params: configParamsSchema,
    query: targetQuerySchema,
    response: configChangeResponseSchema,
  }),
  notificationEndpoints: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/notification_endpoints',
    summary: 'The notification targets the server runs, each with its status',
    tags,
    response: notificationEndpointsResponseSchema,
  }),
};
