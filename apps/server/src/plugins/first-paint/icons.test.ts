import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { iconPaths, iconSources } from './icons.ts';

const root = path.resolve(import.meta.dirname, '../../../../..');

describe('first paint icons', () => {
  it.each(Object.keys(iconPaths) as (keyof typeof iconPaths)[])('draws %s as the app does', (icon) => {
    expect(readFileSync(path.join(root, iconSources[icon]), 'utf8')).toContain(iconPaths[icon]);
  });
});
