import type { FastifyReply, FastifyRequest } from 'fastify';
import { stateTtlSeconds } from './oauth-state.ts';

// Binds a sign-in attempt to the browser that started it; HttpOnly so page scripts never see it.
const name = 'granary_oauth';

export function setOauthCookie(reply: FastifyReply, nonce: string, secure: boolean): void {
  reply.setCookie(name, nonce, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: stateTtlSeconds,
  });
}

export function readOauthCookie(request: FastifyRequest): string | undefined {
  return request.cookies[name] || undefined;
}

export function clearOauthCookie(reply: FastifyReply): void {
  reply.clearCookie(name, { path: '/', httpOnly: true, sameSite: 'lax' });
}
