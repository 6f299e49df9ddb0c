import type { ConsoleLogMessage } from '@granary/contract';
import type { LogInfo } from '@granary/madmin';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** MinIO's log entry as the Error Logs tab shows it (spec 2 §3). */
export function toConsoleLogMessage(info: LogInfo): ConsoleLogMessage {
  return {
    time: info.time,
    level: info.level,
    api: info.api?.name ?? '',
    deploymentId: text(info.deploymentid),
    requestId: info.requestID ?? '',
    remoteHost: info.remotehost ?? '',
    host: info.host ?? '',
    userAgent: info.userAgent ?? '',
    node: info.node ?? '',
    // MinIO starts its console text with a newline.
    message: (info.ConsoleMsg || info.message || '').replace(/^\n/, ''),
    error: info.error ? { message: info.error.message, source: info.error.source } : null,
  };
}
