// Helpers shared by the benchmarks: logging in to Silo, timing, medians.

export async function logIn(url: string, accessKey: string, secretKey: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accessKey, secretKey }),
  });
  const token = /token=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!res.ok || !token) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return token;
}

export async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const upper = sorted[Math.floor(sorted.length / 2)] ?? NaN;
  return sorted.length % 2 ? upper : ((sorted[sorted.length / 2 - 1] ?? NaN) + upper) / 2;
};
