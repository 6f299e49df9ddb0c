/**
 * Splits MinIO's streaming responses into JSON values. They are newline-terminated JSON objects with bare
 * spaces sent as keep-alives in between (not SSE), so blank pieces are skipped.
 */
export async function* parseNdjson<T>(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<T> {
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const chunk of chunks) {
    buffered += decoder.decode(chunk, { stream: true });
    let newline = buffered.indexOf('\n');
    while (newline !== -1) {
      const line = buffered.slice(0, newline).trim();
      buffered = buffered.slice(newline + 1);
      if (line !== '') yield JSON.parse(line) as T;
      newline = buffered.indexOf('\n');
    }
  }
  const rest = (buffered + decoder.decode()).trim();
  if (rest !== '') yield JSON.parse(rest) as T;
}
