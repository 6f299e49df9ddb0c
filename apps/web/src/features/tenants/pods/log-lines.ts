/** One line of a pod's log as the Logs tab shows it. */
export type LogLine = { text: string; indented: boolean };

// ESC-introduced sequences a terminal reads and a page must not show: CSI (colours, cursor moves and
// queries such as `ESC[6n`), OSC (titles, colour queries, ended by BEL or ESC \), and two-character escapes.
const csi = '\\u001b\\[[0-?]*[ -/]*[@-~]';
const osc = '\\u001b\\][^\\u0007\\u001b]*(?:\\u0007|\\u001b\\\\)?';
const shortEscape = '\\u001b[@-Z\\\\-_]';
const escapes = new RegExp(`${osc}|${csi}|${shortEscape}`, 'g');
// Every other control character but the tab (C0, DEL and C1); ESC left alone by a broken sequence too.
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const controls = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

const indent = '   ';

/**
 * A pod's log text as lines (spec 3 §2 Pod detail): colour and other terminal codes and control characters
 * stripped (a carriage return too: MinIO writes CRLF on a terminal), a line that starts with three spaces
 * marked indented (the rest of it kept as written), and the final newline's empty line dropped.
 */
export function logLines(text: string): LogLine[] {
  const lines = text
    .replace(escapes, '')
    .split('\n')
    .map((line) => line.replace(controls, ''));
  if (lines.at(-1) === '') lines.pop();
  return lines.map((line) =>
    line.startsWith(indent)
      ? { text: line.slice(indent.length), indented: true }
      : { text: line, indented: false },
  );
}

/** Whether a line holds the 'Highlight Line' text (case-insensitive). */
export const lineMatches = (line: LogLine, highlight: string) =>
  highlight !== '' && line.text.toLowerCase().includes(highlight.toLowerCase());
