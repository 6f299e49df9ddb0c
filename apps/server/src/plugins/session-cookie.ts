import type { FastifyReply } from 'fastify';

export const sessionCookieName = 'token';

export function setSessionCookie(reply: FastifyReply, value: string, expires: Date, secure: boolean): void {
  reply.setCookie(sessionCookieName, value, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName, { path: '/', httpOnly: true, sameSite: 'lax' });
}
