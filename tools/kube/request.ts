import { request } from 'node:https';

export type KubeAccess = { url: string; caPem: string; token: string };

/** One JSON request to the API server: the harness's own calls, before any client library is loaded. */
export function kubeRequest(
  access: KubeAccess,
  method: string,
  path: string,
  body?: unknown,
  contentType = 'application/json',
): Promise<{ status: number; body: unknown }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, access.url),
      {
        method,
        ca: access.caPem,
        headers: {
          authorization: `Bearer ${access.token}`,
          accept: 'application/json',
          ...(payload !== undefined && { 'content-type': contentType }),
        },
        timeout: 10_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // plain text (readyz, errors of the proxy)
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** A fixture's call: the API server's answer, or an error naming the call and the refusal. */
export function kubeCaller(access: KubeAccess) {
  return async (method: string, path: string, body?: unknown, contentType?: string): Promise<unknown> => {
    const res = await kubeRequest(access, method, path, body, contentType);
    if (res.status >= 300)
      throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  };
}
