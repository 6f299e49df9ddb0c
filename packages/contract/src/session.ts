import { z } from 'zod';

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
    accessKey: z.string().trim().min(1, 'accessKey is required'),
    secretKey: z.string().min(1, 'secretKey is required'),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z
  .object({ expiresAt: z.iso.datetime().describe('When the session and its STS credentials end') })
  .meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const oauth2AuthRequestSchema = z
  .object({
    code: z.string().min(1, 'code is required').describe("The identity provider's authorization code"),
    state: z.string().min(1, 'state is required').describe('The state Silo put in the authorization URL'),
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
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof sessionSchema>;

export const logoutResponseSchema = z.object({ ok: z.literal(true) }).meta({ id: 'LogoutResponse' });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;
