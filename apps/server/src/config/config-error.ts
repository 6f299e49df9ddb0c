/** A bad configuration value: start-up stops with this one line. */
export class ConfigError extends Error {}
