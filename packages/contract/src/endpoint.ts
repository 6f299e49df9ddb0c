import { z } from 'zod';
import { existingBucketNameSchema, nameTextSchema } from './names.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The names of a path's `:param` segments, and `*` for a trailing wildcard. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : Path extends `${string}/*`
      ? '*'
      : never;

/** A path's params as the handler and the caller see them. */
export type PathParams<Path extends string> = { [Name in PathParamNames<Path>]: string };

/**
 * What an endpoint answers: a JSON schema, or `stream` for a body the handler writes itself (downloads,
 * the OpenAPI document), which the web reaches through a plain URL, never through `callApi`.
 */
export type EndpointResponse = z.ZodType | 'stream';

/** One /api/v1 endpoint, described once: the server registers it and the web calls it from this. */
export type Endpoint<
  Path extends string = string,
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends EndpointResponse = EndpointResponse,
> = {
  method: HttpMethod;
  path: Path;
  summary: string;
  tags: readonly string[];
  params: Params;
  query: Query;
  body: Body;
  response: Response;
  /** The success status (201 for creations); 200 unless said. */
  status: 200 | 201 | 204;
  /** Reachable without a session (login, the OpenAPI document, shared links). */
  public: boolean;
  /** A multipart upload: the handler reads the files itself, so there is no JSON body schema. */
  multipart: boolean;
};

type EndpointOptions<
  Path extends string,
  Params extends z.ZodType,
  Query extends z.ZodType | undefined,
  Body extends z.ZodType | undefined,
  Response extends EndpointResponse,
> = {
  method: HttpMethod;
  path: Path;
  summary: string;
  tags: readonly string[];
  /** A stricter schema of the path's params than "a non-empty string each". */
  params?: Params;
  query?: Query;
  body?: Body;
  response: Response;
  status?: 200 | 201 | 204;
  public?: boolean;
  multipart?: boolean;
};

const pathParamPattern = /:([A-Za-z0-9_]+)|\/(\*)$/g;

function pathParamNames(path: string): string[] {
  return [...path.matchAll(pathParamPattern)].map((match) => match[1] ?? match[2] ?? '');
}

/**
 * Unless the endpoint gives its own schema: a `bucket` param is a bucket name, any other a non-empty,
 * well-formed name.
 */
export function defaultParamsSchema(path: string): z.ZodObject {
  return z.object(
    Object.fromEntries(
      pathParamNames(path).map((name) => [
        name,
        name === 'bucket' ? existingBucketNameSchema : nameTextSchema,
      ]),
    ),
  );
}

export function defineEndpoint<
  const Path extends string,
  Response extends EndpointResponse,
  Params extends z.ZodType<PathParams<Path>> = z.ZodType<PathParams<Path>, PathParams<Path>>,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
>(
  options: EndpointOptions<Path, Params, Query, Body, Response>,
): Endpoint<Path, Params, Query, Body, Response> {
  return {
    ...options,
    params: options.params ?? (defaultParamsSchema(options.path) as unknown as Params),
    query: options.query as Query,
    body: options.body as Body,
    status: options.status ?? 200,
    public: options.public ?? false,
    multipart: options.multipart ?? false,
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any endpoint, whatever its schemas
export type AnyEndpoint = Endpoint<string, any, any, any, any>;

export type InputOf<Schema> = Schema extends z.ZodType ? z.input<Schema> : never;
export type OptionalWhenEmpty<Key extends string, Value> = [Value] extends [never]
  ? { [K in Key]?: never }
  : // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an endpoint with no params
    {} extends Value
    ? { [K in Key]?: Value }
    : { [K in Key]: Value };

/** What a caller gives an endpoint: its path params, query and body, each required when it has any. */
export type EndpointInput<E extends AnyEndpoint> = OptionalWhenEmpty<'params', InputOf<E['params']>> &
  OptionalWhenEmpty<'query', InputOf<E['query']>> &
  OptionalWhenEmpty<'body', InputOf<E['body']>>;

/** What a JSON endpoint answers, parsed. */
export type EndpointOutput<E extends AnyEndpoint> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : never;

export type QueryValue =
  string | number | boolean | readonly (string | number | boolean)[] | null | undefined;

/** `?a=1&b=x&b=y`: arrays repeat their key; undefined and null are left out. */
export function queryString(query: Record<string, QueryValue> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * A path with each `:param` and the trailing wildcard `*` filled in, percent-encoded as one segment. The
 * wildcard's slashes are encoded too, so segments such as `./` or `../` in it survive the browser's path
 * normalisation; the server's wildcard reads it decoded either way.
 */
export function fillPathParams(path: string, params: Record<string, string>): string {
  return path.replace(pathParamPattern, (_match, name: string | undefined, star?: string) => {
    if (star) return `/${encodeURIComponent(params['*'] ?? '')}`;
    const value = params[name ?? ''];
    if (value === undefined) throw new Error(`${path}: the param '${String(name)}' is missing`);
    return encodeURIComponent(value);
  });
}

/** A path pattern filled with its params, then the query: what every endpoint and socket is called at. */
export function filledPath(path: string, input: { params?: unknown; query?: unknown }): string {
  const filled = fillPathParams(path, (input.params ?? {}) as Record<string, string>);
  return `${filled}${queryString(input.query as Record<string, QueryValue> | undefined)}`;
}

/** The path of one call, then its query. */
export function endpointPath<E extends AnyEndpoint>(
  endpoint: E,
  input: Pick<EndpointInput<E>, 'params' | 'query'>,
): string {
  return filledPath(endpoint.path, input);
}
