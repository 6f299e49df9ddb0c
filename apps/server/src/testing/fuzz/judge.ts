import { firstPaintIds } from '@granary/contract';
import type { FuzzRequest, SessionKind } from './fuzz-request.ts';
import type { SurfaceRequest } from './page-socket-requests.ts';

export type FuzzAnswer = { status: number; headers: Record<string, unknown>; body: string };

export type JudgeContext = {
  /** Texts no answer may contain: the server's directories, MinIO's data directory. */
  secrets: string[];
  /** Texts only a caller with a session may see: MinIO's address (an administrator needs it when it is down). */
  addresses: string[];
  minioStopped: boolean;
};

const stackTrace = /\n\s+at .+[(/]|node:internal|\.ts:\d+:\d+|\.js:\d+:\d+/;

function errorCode(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { code?: unknown };
    return typeof parsed.code === 'string' ? parsed.code : undefined;
  } catch {
    return undefined;
  }
}

function allowedServerError(answer: FuzzAnswer, context: JudgeContext): boolean {
  if (answer.status < 502 || answer.status > 504) return false;
  const code = errorCode(answer.body) ?? '';
  // A user-supplied remote (replication) may be down; MinIO only when the run stopped it.
  return code.startsWith('remote_') || (context.minioStopped && code === 'minio_unreachable');
}

const isAnonymous = (session: SessionKind) => session === 'none' || session === 'garbage';

/** A server error MinIO's state does not explain, a stack trace, or a secret the caller may not see. */
function commonProblem(session: SessionKind, answer: FuzzAnswer, context: JudgeContext): string | undefined {
  if (answer.status >= 500 && !allowedServerError(answer, context))
    return `unexpected ${answer.status} ${errorCode(answer.body) ?? ''}`.trim();
  if (stackTrace.test(answer.body)) return 'a stack trace in the answer';
  const everything = `${JSON.stringify(answer.headers)}\n${answer.body}`;
  const secrets = isAnonymous(session) ? [...context.secrets, ...context.addresses] : context.secrets;
  const leaked = secrets.find((secret) => everything.includes(secret));
  return leaked && `leaked ${leaked}`;
}

/** Why the answer is wrong, or undefined when it is acceptable for whatever was sent. */
export function judge(request: FuzzRequest, answer: FuzzAnswer, context: JudgeContext): string | undefined {
  const common = commonProblem(request.session, answer, context);
  if (common) return common;
  // What the server saw: '..' segments are resolved before routing, so the path may be no API route at all.
  const api = new URL(request.url, 'http://fuzz.invalid').pathname.startsWith('/api/');
  const anonymous = isAnonymous(request.session);
  const type = String(answer.headers['content-type'] ?? '');
  if (api && answer.status >= 400 && !type.startsWith('application/json'))
    return `error answered as ${type || 'no content type'}`;
  const asDescribed = request.method === request.endpoint.method;
  if (api && anonymous && asDescribed && !request.endpoint.public && answer.status < 400)
    return 'answered without a session';
  return undefined;
}

/**
 * A page or a socket: as any answer, and a socket that opened must end as done (1000, 1005) or refused
 * (1008), never failed, while MinIO is up; a socket never opens without a session.
 */
export function judgeSurface(
  request: SurfaceRequest,
  answer: FuzzAnswer & { socketClose?: number },
  context: JudgeContext,
): string | undefined {
  const common = commonProblem(request.session, answer, context);
  if (common) return common;
  const close = answer.socketClose;
  if (close !== undefined && ![1000, 1005, 1008].includes(close) && !context.minioStopped)
    return `the socket closed with ${close}`;
  if (request.kind === 'socket' && isAnonymous(request.session) && answer.status === 101)
    return 'opened without a session';
  if (
    request.kind === 'page' &&
    isAnonymous(request.session) &&
    answer.body.includes(`id="${firstPaintIds.data}"`)
  )
    return "drew a folder's rows without a session";
  return undefined;
}
