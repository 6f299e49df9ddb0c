/** A bad configuration value: start-up stops with this one line. */
export class ConfigError extends Error {}

/** `raw`, the value of `name`, as an http:// or https:// URL. */
export function httpUrlSetting(name: string, raw: string): URL {
  try {
    const parsed = new URL(raw);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http(s)');
    return parsed;
  } catch {
    throw new ConfigError(`${name}="${raw}" is not valid: expected an http:// or https:// URL`);
  }
}
