import { describe, expect, it } from 'vitest';
import { toConsoleLogMessage } from './console-log.ts';

describe('console log messages', () => {
  it("carry the Error Logs fields from MinIO's entry, its console text without the leading newline", () => {
    expect(
      toConsoleLogMessage({
        level: 'ERROR',
        errKind: 'MINIO',
        time: '2026-11-24T07:51:14.535Z',
        deploymentid: 'bbbc9ec4-9b08-4658-8c79-eaa31dcffb9e',
        api: { name: 'SYSTEM.notify', args: {} },
        requestID: '1871A',
        remotehost: '10.0.0.9',
        host: 'node1',
        userAgent: 'mc',
        ConsoleMsg: '\nAPI: SYSTEM.notify',
        error: { message: 'connection refused', source: ['targetlist.go:290'] },
      }),
    ).toEqual({
      time: '2026-11-24T07:51:14.535Z',
      level: 'ERROR',
      api: 'SYSTEM.notify',
      deploymentId: 'bbbc9ec4-9b08-4658-8c79-eaa31dcffb9e',
      requestId: '1871A',
      remoteHost: '10.0.0.9',
      host: 'node1',
      userAgent: 'mc',
      node: '',
      message: 'API: SYSTEM.notify',
      error: { message: 'connection refused', source: ['targetlist.go:290'] },
    });
  });

  it('leave empty what MinIO did not send', () => {
    expect(toConsoleLogMessage({ level: 'INFO', errKind: '', time: 't', message: 'started' })).toMatchObject({
      api: '',
      deploymentId: '',
      message: 'started',
      error: null,
    });
  });
});
