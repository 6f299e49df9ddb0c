import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { listEndpoints } from './api-endpoints.ts';

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Every free-text string a request may carry, by its path in the request (`body.rules[].prefix`). */
function stringFields(schema: z.ZodType, path: string, seen = new Set<z.ZodType>()): [string, z.ZodType][] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const inner = (child: z.ZodType | undefined, at = path) => (child ? stringFields(child, at, seen) : []);
  switch (def.type) {
    case 'string':
      return [[path, schema]];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, child]) => inner(child, `${path}.${key}`));
    case 'array':
      return inner(def.element, `${path}[]`);
    case 'union':
      return (def.options ?? []).flatMap((option) => inner(option));
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    case 'record':
      return inner(def.valueType, `${path}{}`);
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return inner(def.getter?.());
    default:
      return inner(def.innerType);
  }
}

const hostile = { nul: 'a\u0000b', 'lone surrogate': 'a\uD800b' };

describe('every free-text field of every request', () => {
  const fields = listEndpoints().flatMap(({ name, endpoint }) =>
    (['params', 'query', 'body'] as const).flatMap((part) => {
      const schema = endpoint[part] as z.ZodType | undefined;
      return schema ? stringFields(schema, `${name} ${part}`) : [];
    }),
  );

  it('finds the fields', () => {
    expect(fields.length).toBeGreaterThan(100);
  });

  it.each(Object.entries(hostile))('refuses a %s before anything reaches MinIO', (_kind, value) => {
    const accepted = fields.filter(([, schema]) => schema.safeParse(value).success).map(([path]) => path);
    expect(accepted).toEqual([]);
  });
});
