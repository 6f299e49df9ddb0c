import { randomBytes } from 'node:crypto';

/**
 * `granary_notify_<runId>_<random>`: lower-case letters, digits and underscores only, so one name serves as a
 * SQL identifier, Redis key, exchange, MQTT topic and NATS subject; short enough for SQL's 63-character limit.
 */
export function uniqueName(runId: string): string {
  const cleaned = runId
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .slice(0, 32);
  return `granary_notify_${cleaned}_${randomBytes(4).toString('hex')}`;
}
