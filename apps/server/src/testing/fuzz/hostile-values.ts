import fc from 'fast-check';

/** Inputs that broke or nearly broke web servers before: traversal, NUL, surrogates, markup, injections. */
const hostileTexts = [
  '',
  ' ',
  '.',
  '..',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2f',
  '%00',
  '\u0000',
  'name\u0000.txt',
  '\uD800',
  'a\uDFFFb',
  '\u202Egnp.exe',
  'e\u0301',
  '😀🏳️‍🌈',
  '\r\nX-Injected: 1',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1' --",
  '${jndi:ldap://127.0.0.1/a}',
  '{{7*7}}',
  '*',
  '?',
  '[',
  'a/b',
  '/',
  '//',
  'a//b',
  '\\',
  'arn:aws:s3:::bucket',
  'arn:minio:replication::x:y',
  'CON',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x7fffffff',
  '9007199254740993',
  'http://169.254.169.254/latest/meta-data/',
  'http://127.0.0.1:22/',
  'file:///etc/passwd',
  '__proto__',
  'constructor',
  'true',
  '[]',
  '{}',
];

/** A hostile string: a known troublemaker, random code units, long unicode, or oversized. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...hostileTexts), weight: 6 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', minLength: 200, maxLength: 600 }), weight: 1 },
  { arbitrary: fc.integer({ min: 1_025, max: 70_000 }).map((length) => 'x'.repeat(length)), weight: 1 },
);

/** A value of the wrong JSON type for whatever was expected. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  fc.constant({ __proto__: { polluted: true } }),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 3 },
  { arbitrary: wrongType, weight: 2 },
);

/** Bodies no JSON endpoint should choke on: deep nesting, broken syntax, too large, not JSON at all. */
export const hostileRawBody: fc.Arbitrary<{ payload: string; contentType: string }> = fc.oneof(
  fc
    .integer({ min: 500, max: 200_000 })
    .map((depth) => ({ payload: '['.repeat(depth) + ']'.repeat(depth), contentType: 'application/json' })),
  fc.integer({ min: 500, max: 50_000 }).map((depth) => ({
    payload: '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
    contentType: 'application/json',
  })),
  fc.constantFrom('{"a":', '{', 'nul', '"\\ud800"', '{"__proto__":{"x":1}}', '\u0000', '').map((payload) => ({
    payload,
    contentType: 'application/json',
  })),
  fc.constant({ payload: `"${'x'.repeat(1_100_000)}"`, contentType: 'application/json' }),
  fc.string({ maxLength: 100 }).map((payload) => ({ payload, contentType: 'text/plain' })),
  fc.constant({ payload: '<a>1</a>', contentType: 'application/xml' }),
  fc.constant({ payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' }),
);

/**
 * Percent-encodes any string, lone surrogates included (encodeURIComponent throws on them): their
 * WTF-8 bytes, as a careless client would send.
 */
export function encodeSegment(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff)
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    else out += encodeURIComponent(char);
  }
  return out;
}
