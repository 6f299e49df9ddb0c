import fc from 'fast-check';
import { z } from 'zod';
import { hostileValue } from './hostile-values.ts';

type JsonSchema = {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
};

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

const plainString = fc.stringMatching(/^[a-z0-9][a-z0-9-]{2,12}$/);

function arbitraryFor(
  schema: JsonSchema,
  defs: Record<string, JsonSchema>,
  names: string[],
  depth: number,
): fc.Arbitrary<unknown> {
  const next = (inner: JsonSchema): fc.Arbitrary<unknown> => arbitraryFor(inner, defs, names, depth + 1);
  if (depth > 6) return fc.constant(null);
  if (schema.$ref) return next(defs[schema.$ref.replace('#/$defs/', '')] ?? {});
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map(next));
  if (schema.allOf?.[0]) return next(schema.allOf[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'date-time')
        return fc
          .date({ min: new Date('2024-01-01'), max: new Date('2031-01-01'), noInvalidDate: true })
          .map((date) => date.toISOString());
      if (schema.format === 'email') return fc.constant('someone@example.com');
      if (schema.format === 'uri') return fc.constant('https://example.com/');
      return fc.oneof(
        { arbitrary: fc.constantFrom(...names), weight: 3 },
        { arbitrary: plainString, weight: 1 },
      );
    case 'integer':
      return fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 1_000, 1_000_000) });
    case 'number':
      return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 1_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(next(schema.items ?? {}), { minLength: schema.minItems ?? 0, maxLength: 3 });
    case 'object': {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(Object.entries(properties).map(([key, inner]) => [key, next(inner)]));
      return fc.record(record, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** Values the schema accepts, mostly built from the fixtures' names so that calls reach MinIO. */
export function validSample(schema: z.ZodType, names: string[]): fc.Arbitrary<unknown> {
  const root = jsonSchemaOf(schema);
  return arbitraryFor(root, root.$defs ?? {}, names, 0);
}

/** A valid object with one field made hostile, dropped, or joined by an unexpected one. */
export function mutatedSample(schema: z.ZodType, names: string[]): fc.Arbitrary<unknown> {
  return fc
    .tuple(validSample(schema, names), fc.nat(), fc.constantFrom('replace', 'drop', 'add'), hostileValue)
    .map(([sample, pick, how, hostile]) => {
      if (typeof sample !== 'object' || sample === null || Array.isArray(sample)) return hostile;
      const entries = Object.entries(sample);
      const key = entries[pick % Math.max(entries.length, 1)]?.[0];
      if (how === 'add' || key === undefined) return { ...sample, [`extra${pick % 3}`]: hostile };
      if (how === 'drop') return Object.fromEntries(entries.filter(([name]) => name !== key));
      return { ...sample, [key]: hostile };
    });
}
