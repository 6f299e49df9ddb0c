import { liveCloseCodes } from '@granary/contract';
import { MadminError } from '@granary/madmin';
import { type HttpError } from '../lib/http-error.ts';
import { toHttpError } from './error-handler.ts';

/** How a live socket ends after a failure: its close code and the sentence the screen shows. */
export type SocketClose = { code: number; message: string };

/** The REST answer's status as a close code: an ended session 4401, a refusal 1008, a failure 1011. */
export function closeCodeOf(answer: Pick<HttpError, 'status'>): number {
  if (answer.status === 401) return liveCloseCodes.sessionEnded;
  if (answer.status >= 400 && answer.status < 500) return liveCloseCodes.refused;
  return liveCloseCodes.failed;
}

/** MinIO's "all subscribers in use" (trace, console log): a stream-only refusal the REST map never sees. */
function subscriberLimit(error: unknown): SocketClose | undefined {
  const limit = error instanceof MadminError && /limit of `(\d+)` subscribers is reached/.exec(error.message);
  if (!limit) return undefined;
  return {
    code: liveCloseCodes.failed,
    message: `MinIO serves at most ${limit[1]} of these streams at once, and all are in use (by other logins, other consoles or mc admin). Try again when one of them stops.`,
  };
}

/**
 * Why a stream failed, through the one error map: the same sentence a REST call gets (an expired session
 * reads as it does there), its status as the close code. `minioServer` as for REST: the user is logged in.
 */
export function socketClose(error: unknown, minioServer: string | undefined): SocketClose {
  const limited = subscriberLimit(error);
  if (limited) return limited;
  const answer = toHttpError(error, minioServer);
  return { code: closeCodeOf(answer), message: answer.message };
}
