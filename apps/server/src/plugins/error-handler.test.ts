import cookie from '@fastify/cookie';
import { S3ServiceException } from '@aws-sdk/client-s3';
import { apiErrorCodes } from '@granary/contract';
import { MadminError, MadminUnreachableError } from '@granary/madmin';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { httpError } from '../lib/http-error.ts';
import { registerErrorHandler, toHttpError } from './error-handler.ts';

const minioServer = 'http://minio.test:9000';

const madmin = (status: number, code: string, message = `${code} said MinIO`) =>
  new MadminError({ status, code, message });
const s3 = (name: string, status: number | undefined, message = `${name} said MinIO`) =>
  new S3ServiceException({ name, message, $fault: 'client', $metadata: { httpStatusCode: status } });
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const withStatus = (message: string, statusCode: number) => Object.assign(new Error(message), { statusCode });

/** Whatever a route throws, by name: the handler is the only thing under test. */
const failures: Record<string, () => unknown> = {
  'http-error': () => httpError('alreadyExists', 'It exists.', 'detail'),
  'madmin-expired': () =>
    madmin(400, 'ExpiredToken', 'The security token included in the request is expired'),
  'madmin-invalid-key': () => madmin(403, 'InvalidAccessKeyId'),
  'madmin-invalid-token': () => madmin(400, 'InvalidTokenId'),
  'madmin-denied': () => madmin(403, 'AccessDenied', 'Access Denied.'),
  'madmin-missing': () => madmin(404, 'XMinioAdminNoSuchUser', 'The specified user does not exist.'),
  'madmin-not-ready': () => madmin(503, 'XMinioServerNotInitialized', 'Server not initialized'),
  'madmin-4xx': () => madmin(400, 'XMinioAdminInvalidArgument', 'Invalid arguments specified.'),
  'madmin-5xx': () => madmin(500, 'InternalError', 'We encountered an internal error.'),
  'madmin-unreachable': () => new MadminUnreachableError('connect ECONNREFUSED 127.0.0.1:9000'),
  's3-expired': () => s3('ExpiredToken', 400),
  's3-denied': () => s3('AccessDenied', 400),
  's3-no-bucket': () => s3('NoSuchBucket', 400, 'The specified bucket does not exist'),
  's3-not-empty': () => s3('BucketNotEmpty', 400, 'The bucket you tried to delete is not empty'),
  's3-bad-name': () => s3('InvalidBucketName', 500, 'The specified bucket is not valid.'),
  's3-4xx': () => s3('InvalidArgument', 400, 'Bad argument'),
  's3-5xx': () => s3('SlowDown', 500, 'Please reduce your request rate.'),
  's3-no-status': () => s3('Mystery', undefined, 'Something odd'),
  refused: () => withCode('connect ECONNREFUSED 127.0.0.1:9000', 'ECONNREFUSED'),
  'aggregate-refused': () =>
    Object.assign(new AggregateError([withCode('refused', 'ECONNREFUSED')], 'all attempts failed'), {}),
  timeout: () => Object.assign(new Error('Request timed out'), { name: 'TimeoutError' }),
  'too-many': () => withStatus('Rate limit exceeded, retry in 1 minute', 429),
  'too-many-silent': () => withStatus('', 429),
  'fastify-4xx': () => withStatus('Unsupported Media Type: text/csv', 415),
  unknown: () => new Error('secret internal detail: /etc/granary/key'),
  'thrown-string': () => 'a string, not an Error',
};

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(cookie);
  // A logged-in caller, as plugins/session.ts would set it; only its MinIO server matters here.
  const principal = { kind: 'minio', target: { endpoint: new URL(minioServer) } } as const;
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    if (request.headers['x-logged-in'])
      request.principal = principal as NonNullable<typeof request.principal>;
  });
  app.get<{ Params: { name: string } }>('/fail/:name', async (request) => {
    const failure = failures[request.params.name];
    if (!failure) throw new Error(`no failure named ${request.params.name}`);
    throw failure();
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/validated',
    {
      schema: {
        body: z.object({
          name: z.string().min(3),
          tags: z.array(z.string()),
          limit: z.number().max(5, 'limit: must be at most 5').optional(),
        }),
      },
    },
    async () => ({ ok: true }),
  );
  await app.ready();
});

afterAll(() => app.close());

async function fail(name: string, { loggedIn = true } = {}) {
  const headers = loggedIn ? { 'x-logged-in': '1' } : {};
  const res = await app.inject({ method: 'GET', url: `/fail/${name}`, headers });
  return { status: res.statusCode, body: res.json(), cookies: res.cookies };
}

const sessionCleared = (cookies: { name: string; value: string; expires?: Date }[]) =>
  cookies.some(
    (c) => c.name === 'token' && c.value === '' && (c.expires?.getTime() ?? Infinity) <= Date.now(),
  );

describe('registerErrorHandler', () => {
  it('passes an HttpError through as it is', async () => {
    const res = await fail('http-error');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'already_exists', message: 'It exists.', detailedMessage: 'detail' });
    expect(sessionCleared(res.cookies)).toBe(false);
  });

  describe('validation', () => {
    it('answers 400 naming the invalid field', async () => {
      const res = await app.inject({ method: 'POST', url: '/validated', payload: { name: 'ab', tags: [] } });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe(apiErrorCodes.badRequest);
      expect(body.message).toMatch(/^Invalid request: name: /);
    });

    it('names a nested field with dots', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/validated',
        payload: { name: 'abc', tags: [1] },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Invalid request: tags\.0: /);
    });

    it('names the field once when the message already names it', async () => {
      const payload = { name: 'abc', tags: [], limit: 6 };
      const res = await app.inject({ method: 'POST', url: '/validated', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid request: limit: must be at most 5');
    });

    it('names a missing field', async () => {
      const res = await app.inject({ method: 'POST', url: '/validated', payload: { tags: [] } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/name/);
    });
  });

  describe('MinIO admin API errors (MadminError)', () => {
    it.each(['madmin-expired', 'madmin-invalid-key', 'madmin-invalid-token'])(
      '%s ends the session: 401 and the cookie cleared',
      async (name) => {
        const res = await fail(name);
        expect(res.status).toBe(401);
        expect(res.body.code).toBe(apiErrorCodes.invalidSession);
        expect(res.body.message).toBe('Your session has ended. Log in again.');
        expect(sessionCleared(res.cookies)).toBe(true);
      },
    );

    it('keeps MinIO code and message as the detail', async () => {
      const res = await fail('madmin-expired');
      expect(res.body.detailedMessage).toBe(
        'ExpiredToken: The security token included in the request is expired',
      );
    });

    it('403 is access denied, and the session stays', async () => {
      const res = await fail('madmin-denied');
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        code: apiErrorCodes.accessDenied,
        message: expect.stringMatching(/^Access denied: your account's policy does not allow this\./),
        detailedMessage: 'AccessDenied: Access Denied.',
      });
      expect(sessionCleared(res.cookies)).toBe(false);
    });

    it("404 is not found with MinIO's message", async () => {
      const res = await fail('madmin-missing');
      expect(res.status).toBe(404);
      expect(res.body.code).toBe(apiErrorCodes.notFound);
      expect(res.body.message).toBe('The specified user does not exist.');
    });

    it('503 means MinIO is not ready yet', async () => {
      const res = await fail('madmin-not-ready');
      expect(res.status).toBe(503);
      expect(res.body.code).toBe(apiErrorCodes.minioUnreachable);
      expect(res.body.message).toBe('MinIO is not ready yet. Try again shortly.');
    });

    it("passes another 4xx through with MinIO's own code", async () => {
      const res = await fail('madmin-4xx');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 'XMinioAdminInvalidArgument',
        message: 'Invalid arguments specified.',
        detailedMessage: 'XMinioAdminInvalidArgument: Invalid arguments specified.',
      });
    });

    it('turns a 5xx into 502 "MinIO failed"', async () => {
      const res = await fail('madmin-5xx');
      expect(res.status).toBe(502);
      expect(res.body.code).toBe('InternalError');
      expect(res.body.message).toBe('MinIO failed: We encountered an internal error.');
    });

    it('unreachable is 503 naming the server to a logged-in user', async () => {
      const res = await fail('madmin-unreachable');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        code: apiErrorCodes.minioUnreachable,
        message: `MinIO at ${minioServer} cannot be reached.`,
        detailedMessage: 'connect ECONNREFUSED 127.0.0.1:9000',
      });
    });

    it.each(['madmin-unreachable', 'refused', 'timeout'])(
      'unreachable (%s) tells an anonymous caller nothing of the network',
      async (name) => {
        const res = await fail(name, { loggedIn: false });
        expect(res.status).toBe(503);
        expect(res.body).toEqual({
          code: apiErrorCodes.minioUnreachable,
          message: 'MinIO cannot be reached. Try again shortly.',
          detailedMessage: '',
        });
      },
    );
  });

  describe('S3 errors (S3ServiceException)', () => {
    it('a session-ending code is 401 and clears the cookie', async () => {
      const res = await fail('s3-expired');
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(apiErrorCodes.invalidSession);
      expect(sessionCleared(res.cookies)).toBe(true);
    });

    it('maps codes whose status MinIO may send otherwise', async () => {
      expect((await fail('s3-denied')).status).toBe(403);
      const missing = await fail('s3-no-bucket');
      expect(missing.status).toBe(404);
      expect(missing.body.code).toBe(apiErrorCodes.notFound);
      const notEmpty = await fail('s3-not-empty');
      expect(notEmpty.status).toBe(409);
      expect(notEmpty.body.code).toBe('BucketNotEmpty');
      const badName = await fail('s3-bad-name');
      expect(badName.status).toBe(400);
      expect(badName.body.code).toBe('InvalidBucketName');
    });

    it("passes another 4xx through with MinIO's code", async () => {
      const res = await fail('s3-4xx');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 'InvalidArgument',
        message: 'Bad argument',
        detailedMessage: 'InvalidArgument: Bad argument',
      });
    });

    it('a 5xx, or no status at all, is 502', async () => {
      const slow = await fail('s3-5xx');
      expect(slow.status).toBe(502);
      expect(slow.body.message).toBe('MinIO failed: Please reduce your request rate.');
      expect((await fail('s3-no-status')).status).toBe(502);
    });
  });

  it.each(['refused', 'aggregate-refused', 'timeout'])(
    'a network failure (%s) is 503 unreachable',
    async (name) => {
      const res = await fail(name);
      expect(res.status).toBe(503);
      expect(res.body.code).toBe(apiErrorCodes.minioUnreachable);
      expect(res.body.message).toBe(`MinIO at ${minioServer} cannot be reached.`);
    },
  );

  it('429 keeps the rate limiter message, or says why', async () => {
    const limited = await fail('too-many');
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(apiErrorCodes.tooManyRequests);
    expect(limited.body.message).toBe('Rate limit exceeded, retry in 1 minute');
    expect((await fail('too-many-silent')).body.message).toBe('Too many requests. Try again later.');
  });

  it("passes Fastify's own 4xx through as bad request", async () => {
    const res = await fail('fastify-4xx');
    expect(res.status).toBe(415);
    expect(res.body.code).toBe(apiErrorCodes.badRequest);
    expect(res.body.message).toBe('Unsupported Media Type: text/csv');
  });

  it.each(['unknown', 'thrown-string'])('anything else (%s) is 500 without its message', async (name) => {
    const res = await fail(name);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      code: apiErrorCodes.internal,
      message: 'An internal error occurred. Try again.',
      detailedMessage: '',
    });
    expect(JSON.stringify(res.body)).not.toContain('secret');
  });
});

describe("MinIO's common refusals in sentences (issue 17, item 8)", () => {
  it('says what to do, and keeps MinIO code and text as the detail', () => {
    const tag = toHttpError(
      new MadminError({
        code: 'InvalidTag',
        message: 'The TagValue you have provided is invalid',
        status: 400,
      }),
    );
    expect(tag.message).toMatch(/^A tag is not valid: keys take 1 to 128 characters/);
    expect(tag.detailedMessage).toBe('InvalidTag: The TagValue you have provided is invalid');
    expect(tag.code).toBe('InvalidTag');
    const policy = toHttpError(
      new MadminError({
        code: 'XMinioMalformedIAMPolicy',
        message: 'policy has invalid resource',
        status: 400,
      }),
    );
    expect(policy.message).toMatch(/^The policy is not valid: check its JSON/);
    expect(policy.detailedMessage).toBe('XMinioMalformedIAMPolicy: policy has invalid resource');
  });

  it("keeps MinIO's message for a code it has no sentence for", () => {
    const other = toHttpError(
      new MadminError({ code: 'XMinioSomethingNew', message: 'Something new.', status: 400 }),
    );
    expect(other.message).toBe('Something new.');
  });
});
