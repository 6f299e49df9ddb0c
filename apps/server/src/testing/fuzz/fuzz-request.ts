import type { AnyEndpoint } from '@granary/contract';
import fc from 'fast-check';
import { encodeSegment, hostileRawBody, hostileString } from './hostile-values.ts';
import { mutatedSample, validSample } from './schema-samples.ts';

export type SessionKind = 'none' | 'garbage' | 'root' | 'reader';

export type FuzzRequest = {
  route: string;
  endpoint: AnyEndpoint;
  session: SessionKind;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

/** What exists in MinIO for the fuzzer to aim at, so that valid-looking calls get past validation. */
export type Fixtures = { bucket: string; keys: string[]; names: string[]; ids: string[] };

const plainName = fc.stringMatching(/^[a-z0-9][a-z0-9.-]{2,20}$/);

export function paramValue(name: string, fixtures: Fixtures): fc.Arbitrary<string> {
  const typical =
    name === 'bucket'
      ? fc.constant(fixtures.bucket)
      : name === '*'
        ? fc.constantFrom(...fixtures.keys)
        : name === 'id'
          ? fc.constantFrom(...fixtures.ids)
          : fc.constantFrom(...fixtures.names);
  return fc.oneof(
    { arbitrary: typical, weight: 5 },
    { arbitrary: hostileString, weight: 3 },
    { arbitrary: plainName, weight: 1 },
  );
}

/** Mostly encoded as a client should; sometimes with raw slashes and dots, as an attacker would. */
export function encodeParam(value: string, raw: boolean): string {
  const encoded = encodeSegment(value);
  return raw ? encoded.replace(/%2F/gi, '/').replace(/%2E/gi, '.') : encoded;
}

const pathParamPattern = /:([A-Za-z0-9_]+)|\/(\*)$/g;

function pathArbitrary(endpoint: AnyEndpoint, fixtures: Fixtures): fc.Arbitrary<string> {
  const names = [...endpoint.path.matchAll(pathParamPattern)].map((match) => match[1] ?? match[2] ?? '');
  const values = fc.tuple(...names.map((name) => fc.tuple(paramValue(name, fixtures), fc.nat(9))));
  return values.map((chosen) => {
    let index = 0;
    return endpoint.path.replace(pathParamPattern, (_match, _name, star?: string) => {
      const [value, roll] = chosen[index++] ?? ['', 0];
      return `${star ? '/' : ''}${encodeParam(value, roll === 0)}`;
    });
  });
}

function queryText(query: unknown): string {
  if (typeof query !== 'object' || query === null) return `q=${encodeSegment(String(query))}`;
  return Object.entries(query)
    .flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value])
        .filter((item) => item !== undefined)
        .map((item) => {
          const text = typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item);
          return `${encodeSegment(key)}=${encodeSegment(text)}`;
        }),
    )
    .join('&');
}

function queryArbitrary(endpoint: AnyEndpoint, fixtures: Fixtures): fc.Arbitrary<string> {
  const junk = fc.oneof(
    { arbitrary: fc.constant(''), weight: 8 },
    { arbitrary: hostileString.map((value) => `junk=${encodeSegment(value)}`), weight: 1 },
    { arbitrary: fc.constant('__proto__[x]=1&a=1&a=2'), weight: 1 },
  );
  const fields = endpoint.query
    ? fc.oneof(
        { arbitrary: validSample(endpoint.query, fixtures.names), weight: 3 },
        { arbitrary: mutatedSample(endpoint.query, fixtures.names), weight: 2 },
      )
    : fc.constant({});
  return fc.tuple(fields, junk).map(([query, extra]) => {
    const text = [queryText(query), extra].filter((part) => part !== '').join('&');
    return text === '' ? '' : `?${text}`;
  });
}

type Body = { payload?: string | Buffer; contentType?: string };

function multipartBody(fixtures: Fixtures): fc.Arbitrary<Body> {
  const boundary = 'fuzzboundary7MA4YWxk';
  const part = fc
    .tuple(fc.oneof(fc.constantFrom(...fixtures.keys), hostileString), fc.string({ maxLength: 200 }))
    .map(([filename, content]) =>
      [
        `--${boundary}`,
        `Content-Disposition: form-data; name="file"; filename="${filename.replace(/["\r\n]/g, '_')}"`,
        'Content-Type: application/octet-stream',
        '',
        content,
      ].join('\r\n'),
    );
  const wellFormed = fc.array(part, { minLength: 0, maxLength: 2 }).map((parts) => ({
    payload: `${[...parts, `--${boundary}--`].join('\r\n')}\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  }));
  const broken = fc.string({ maxLength: 300 }).map((payload) => ({
    payload,
    contentType: `multipart/form-data; boundary=${boundary}`,
  }));
  return fc.oneof({ arbitrary: wellFormed, weight: 3 }, { arbitrary: broken, weight: 1 });
}

function bodyArbitrary(endpoint: AnyEndpoint, fixtures: Fixtures): fc.Arbitrary<Body> {
  const json = (value: unknown): Body => ({
    payload: JSON.stringify(value),
    contentType: 'application/json',
  });
  if (endpoint.multipart)
    return fc.oneof(
      { arbitrary: multipartBody(fixtures), weight: 4 },
      { arbitrary: hostileRawBody, weight: 1 },
    );
  if (!endpoint.body)
    return fc.oneof(
      { arbitrary: fc.constant({}), weight: 6 },
      { arbitrary: fc.jsonValue({ maxDepth: 2 }).map(json), weight: 1 },
    );
  return fc.oneof(
    { arbitrary: validSample(endpoint.body, fixtures.names).map(json), weight: 3 },
    { arbitrary: mutatedSample(endpoint.body, fixtures.names).map(json), weight: 4 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }).map(json), weight: 1 },
    { arbitrary: hostileRawBody, weight: 2 },
  );
}

const headersArbitrary: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { arbitrary: fc.constant({}), weight: 16 },
  { arbitrary: fc.constant({ origin: 'https://evil.example' }), weight: 1 },
  { arbitrary: fc.constant({ 'sec-fetch-site': 'cross-site' }), weight: 1 },
  { arbitrary: fc.constant({ range: 'bytes=9-2' }), weight: 1 },
  { arbitrary: fc.constant({ 'accept-encoding': 'gzip;q=0, identity;q=0' }), weight: 1 },
);

export const sessionArbitrary: fc.Arbitrary<SessionKind> = fc.oneof(
  { arbitrary: fc.constant('root' as const), weight: 9 },
  { arbitrary: fc.constant('reader' as const), weight: 5 },
  { arbitrary: fc.constant('none' as const), weight: 4 },
  { arbitrary: fc.constant('garbage' as const), weight: 2 },
);

const otherMethods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

/** One hostile or half-valid call of an endpoint, with or without a session. */
export function requestArbitrary(route: string, endpoint: AnyEndpoint, fixtures: Fixtures) {
  return fc
    .record({
      session: sessionArbitrary,
      method: fc.oneof(
        { arbitrary: fc.constant(endpoint.method as string), weight: 9 },
        { arbitrary: fc.constantFrom(...otherMethods), weight: 1 },
      ),
      path: pathArbitrary(endpoint, fixtures),
      query: queryArbitrary(endpoint, fixtures),
      body: bodyArbitrary(endpoint, fixtures),
      headers: headersArbitrary,
    })
    .map(({ session, method, path, query, body, headers }): FuzzRequest => ({
      route,
      endpoint,
      session,
      method,
      url: `${path}${query}`,
      headers: { ...headers, ...(body.contentType && { 'content-type': body.contentType }) },
      payload: method === 'GET' ? undefined : body.payload,
    }));
}
