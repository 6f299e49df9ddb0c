export { buildApp } from './app.ts';
export type { AppOptions } from './app.ts';
export { loadConfig } from './config/config.ts';
export type { Config } from './config/config.ts';
export { loadSealingKey } from './config/sealing-key.ts';
