import type { FuzzRequest } from './fuzz-request.ts';

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
  if (answer.status !== 502 && answer.status !== 503) return false;
  const code = errorCode(answer.body) ?? '';
  // A user-supplied remote (replication) may be down; MinIO only when the run stopped it.
  return code.startsWith('remote_') || (context.minioStopped && code === 'minio_unreachable');
}

/** Why the answer is wrong, or undefined when it is acceptable for whatever was sent. */
export function judge(request: FuzzRequest, answer: FuzzAnswer, context: JudgeContext): string | undefined {
  if (answer.status >= 500 && !allowedServerError(answer, context))
    return `unexpected ${answer.status} ${errorCode(answer.body) ?? ''}`.trim();
  if (stackTrace.test(answer.body)) return 'a stack trace in the answer';
  // What the server saw: '..' segments are resolved before routing, so the path may be no API route at all.
  const api = new URL(request.url, 'http://fuzz.invalid').pathname.startsWith('/api/');
  const anonymous = request.session === 'none' || request.session === 'garbage';
  const everything = `${JSON.stringify(answer.headers)}\n${answer.body}`;
  const secrets = anonymous ? [...context.secrets, ...context.addresses] : context.secrets;
  const leaked = secrets.find((secret) => everything.includes(secret));
  if (leaked) return `leaked ${leaked}`;
  const type = String(answer.headers['content-type'] ?? '');
  if (api && answer.status >= 400 && !type.startsWith('application/json'))
    return `error answered as ${type || 'no content type'}`;
  const asDescribed = request.method === request.endpoint.method;
  if (api && anonymous && asDescribed && !request.endpoint.public && answer.status < 400)
    return 'answered without a session';
  return undefined;
}
