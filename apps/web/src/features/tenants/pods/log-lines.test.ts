import { describe, expect, it } from 'vitest';
import { lineMatches, logLines } from './log-lines';
import minioLog from './minio-startup.txt?raw';

// MinIO's own start-up output, captured from the binary the tests run under `script -qc` so that it
// believed it wrote to a terminal: colours, its terminal queries, CRLF and three-space indents
// (minio-startup.txt).

describe('logLines', () => {
  it("strips MinIO's colour codes, terminal queries and carriage returns, keeping its words", () => {
    expect(minioLog).toContain('\u001b[34m');
    expect(minioLog).toContain('\r\n');
    const lines = logLines(minioLog);
    const text = lines.map((line) => line.text).join('\n');
    // eslint-disable-next-line no-control-regex -- no control character may be left
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
    expect(lines[0]).toEqual({
      text: 'INFO: Formatting 1st pool, 1 set(s), 1 drives per set.',
      indented: false,
    });
    expect(lines).toContainEqual({ text: 'MinIO Object Storage Server', indented: false });
    expect(lines).toContainEqual({ text: 'API: http://127.0.0.1:19555 ', indented: false });
  });

  it('marks the lines MinIO indents by three spaces, the rest of each kept as written', () => {
    const indented = logLines(minioLog).filter((line) => line.indented);
    expect(indented).toEqual([
      { text: 'RootUser: ppadmin ', indented: true },
      { text: 'RootPass: ppadmin-secret ', indented: true },
      { text: 'RootUser: ppadmin ', indented: true },
      { text: 'RootPass: ppadmin-secret ', indented: true },
      {
        text: "$ mc alias set 'myminio' 'http://127.0.0.1:19555' 'ppadmin' 'ppadmin-secret'",
        indented: true,
      },
    ]);
    expect(logLines('    four\n  two\n')).toEqual([
      { text: ' four', indented: true },
      { text: '  two', indented: false },
    ]);
  });

  it('drops the final newline only, keeps empty lines between, and a tab', () => {
    expect(logLines('a\n\nb\tc\n')).toEqual([
      { text: 'a', indented: false },
      { text: '', indented: false },
      { text: 'b\tc', indented: false },
    ]);
    expect(logLines('')).toEqual([]);
    // An OSC title ended by BEL, a lone ESC and a C1 control.
    expect(logLines('\u001b]0;title\u0007x\u001by\u0085z')).toEqual([{ text: 'xyz', indented: false }]);
  });

  it("highlights a line holding the search text, whatever its case, and none for ''", () => {
    const [line] = logLines('\u001b[34mWebUI: \u001b[0mhttp://127.0.0.1:19556');
    expect(line && lineMatches(line, 'webui: http')).toBe(true);
    expect(line && lineMatches(line, '')).toBe(false);
    expect(line && lineMatches(line, '[34m')).toBe(false);
  });
});
