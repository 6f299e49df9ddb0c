import { z } from 'zod';
import { wellFormed } from './names.ts';
import { defineEndpoint } from './endpoint.ts';
import { hasPermissionRequestSchema, hasPermissionResponseSchema } from './permissions.ts';

export const loginStrategySchema = z.enum(['form', 'redirect', 'service-account']);
export type LoginStrategy = z.infer<typeof loginStrategySchema>;

export const loginStrategyResponseSchema = z
  .object({
    loginStrategy: loginStrategySchema,
    redirect: z
      .string()
      .optional()
      .describe("With 'redirect': the identity provider's authorization URL to send the browser to"),
  })
  .meta({ id: 'LoginStrategyResponse' });
export type LoginStrategyResponse = z.infer<typeof loginStrategyResponseSchema>;

export const loginRequestSchema = z
  .object({
    accessKey: wellFormed(z.string().trim().min(1, 'accessKey is required')),
    secretKey: wellFormed(z.string().min(1, 'secretKey is required')),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z
  .object({ expiresAt: z.iso.datetime().describe('When the session and its STS credentials end') })
  .meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const operatorLoginRequestSchema = z
  .object({
    jwt: z
      .string()
      .trim()
      .min(1, 'jwt is required')
      .max(16_384, 'jwt must be at most 16,384 characters')
      // A bearer token is one word of printable ASCII: a token pasted with a line break in it is refused
      // here, before it could reach an HTTP header (whose refusal would quote it).
      .regex(/^[\x21-\x7E]+$/, 'jwt must be one word of printable characters: remove spaces and line breaks')
      .describe(
        'A token the Kubernetes API server accepts: a service account token, as `kubectl create token` prints',
      ),
  })
  .meta({ id: 'OperatorLoginRequest' });
export type OperatorLoginRequest = z.infer<typeof operatorLoginRequestSchema>;

export const oauth2AuthRequestSchema = z
  .object({
    code: wellFormed(z.string().min(1, 'code is required')).describe(
      "The identity provider's authorization code",
    ),
    state: wellFormed(z.string().min(1, 'state is required')).describe(
      'The state Granary put in the authorization URL',
    ),
  })
  .meta({ id: 'OAuth2AuthRequest' });
export type OAuth2AuthRequest = z.infer<typeof oauth2AuthRequestSchema>;

export const sessionSchema = z
  .object({
    status: z.literal('ok'),
    pages: z.array(z.string()),
    features: z.array(z.string()),
    operator: z.boolean(),
    distributedMode: z.boolean(),
    accountName: z.string().describe('The identity MinIO reports for this session'),
    rootAccount: z
      .boolean()
      .optional()
      .describe("MinIO's root user: its password is set where MinIO runs, not in the console"),
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof sessionSchema>;

export const logoutResponseSchema = z.object({ ok: z.literal(true) }).meta({ id: 'LogoutResponse' });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

const tags = ['session'];

/** Logging in and out, the session itself, and permission checks against the user's own policy. */
export const sessionEndpoints = {
  loginStrategy: defineEndpoint({
    method: 'GET',
    path: '/api/v1/login',
    summary: 'Login strategy; with single sign-on, a fresh authorization URL bound to this browser',
    tags,
    response: loginStrategyResponseSchema,
    public: true,
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/api/v1/login',
    summary: 'Log in with an access key and secret key; sets the sealed token cookie',
    tags,
    body: loginRequestSchema,
    response: loginResponseSchema,
    public: true,
  }),
  loginOperator: defineEndpoint({
    method: 'POST',
    path: '/api/v1/login/operator',
    summary:
      'Operator mode: log in with a Kubernetes token the API server accepts; sets the sealed token cookie',
    tags,
    body: operatorLoginRequestSchema,
    response: loginResponseSchema,
    public: true,
  }),
  loginOauth2: defineEndpoint({
    method: 'POST',
    path: '/api/v1/login/oauth2/auth',
    summary: "Finish single sign-on: the provider's code and state become a session cookie",
    tags,
    body: oauth2AuthRequestSchema,
    response: loginResponseSchema,
    public: true,
  }),
  session: defineEndpoint({
    method: 'GET',
    path: '/api/v1/session',
    summary: 'The current session',
    tags,
    response: sessionSchema,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/v1/logout',
    summary: 'End the session',
    tags,
    response: logoutResponseSchema,
    public: true,
  }),
  hasPermission: defineEndpoint({
    method: 'POST',
    path: '/api/v1/has-permission',
    summary: "Evaluate actions against the user's own policy",
    tags,
    body: hasPermissionRequestSchema,
    response: hasPermissionResponseSchema,
  }),
};
