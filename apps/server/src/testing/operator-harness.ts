// Operator mode's integration harness: a Granary app in-process against a real kube-apiserver, and `api`
// with an operator's session made from a token the API server minted.
import { apiEndpoints } from '@granary/contract';
import { operatorModeEnv } from '@granary/tools/kube/fixtures';
import type { KubeTarget } from '@granary/tools/kube/provided';
import { inject } from 'vitest';
import { apiCaller, makeTestApp, tokenCookie } from './harness.ts';

/** The run's shared API server (tools/vitest-kube-setup.ts). */
export const testKube = (): KubeTarget => inject('kube');

/** A Granary in operator mode against this API server. */
export async function startOperatorApp(
  kube: Pick<KubeTarget, 'url' | 'caFile'>,
  env: Record<string, string> = {},
) {
  const t = await makeTestApp({
    ...operatorModeEnv(kube),
    // Tests log in many times a minute; the limit itself is tested with the MinIO login.
    GRANARY_LOGIN_RATE_LIMIT: '1000',
    ...env,
  });
  const api = apiCaller(t.app);
  /** Operator Login with the token: the session cookie, or an error naming the answer. */
  const logIn = async (jwt: string) => {
    const res = await api(apiEndpoints.session.loginOperator, { body: { jwt } });
    if (res.statusCode !== 200) throw new Error(`operator login failed: ${res.statusCode} ${res.body}`);
    return tokenCookie(res.headers['set-cookie']);
  };
  return { t, api, logIn, close: () => t.app.close() };
}

export type OperatorApp = Awaited<ReturnType<typeof startOperatorApp>>;
