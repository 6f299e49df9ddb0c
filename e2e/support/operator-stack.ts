import { expect, test, type Page } from '@playwright/test';
import { startGranary, type GranaryServer } from '@granary/tools/granary-server';
import { kubeFixtures, operatorModeEnv, type KubeFixtures } from '@granary/tools/kube/fixtures';
import { startKube, type KubeServer } from '@granary/tools/kube/server';

export type OperatorStack = { kube: KubeServer; cluster: KubeFixtures; granary: GranaryServer };

/**
 * A kube-apiserver of the spec's own and a Granary in operator mode against it; `prepare` writes what the
 * spec needs into the cluster before Granary starts.
 */
export async function startOperatorStack(
  prepare: (cluster: KubeFixtures) => Promise<void>,
  env: () => Record<string, string> = () => ({}),
): Promise<OperatorStack> {
  const kube = await startKube();
  const cluster = kubeFixtures({ url: kube.url, caPem: kube.caPem, token: kube.adminToken });
  await prepare(cluster);
  const granary = await startGranary({
    minioEndpoint: 'http://127.0.0.1:9',
    env: { ...operatorModeEnv(kube), GRANARY_LOGIN_RATE_LIMIT: '1000', ...env() },
  });
  return { kube, cluster, granary };
}

export async function stopOperatorStack(stack: OperatorStack | undefined): Promise<void> {
  await stack?.granary.stop();
  await stack?.kube.stop();
}

/** Operator Login with a token (Login waits for one), landing on the tenant list. */
export async function operatorLogin(page: Page, granary: GranaryServer, token: string): Promise<void> {
  await page.goto(`${granary.url}/login`);
  await expect(page.getByRole('heading', { name: 'Operator Login' })).toBeVisible();
  const login = page.getByRole('button', { name: 'Login' });
  await expect(login).toBeDisabled();
  await page.getByLabel('Enter JWT').fill(token);
  await login.click();
  await expect(page).toHaveURL(`${granary.url}/tenants`);
}

export type OperatorSpecStack = OperatorStack & {
  /** Operator Login with a token, landing on the tenant list. */
  login: (page: Page, token: string) => Promise<void>;
};

/**
 * The spec's own operator stack, started before its first test and stopped after its last; its parts are
 * read once it has started. `env` adds to its Granary's environment (read when it starts).
 */
export function operatorStackForSpec(
  prepare: (cluster: KubeFixtures) => Promise<void>,
  /** Granary's own settings beyond operator mode's, read once `prepare` has run. */
  env?: () => Record<string, string>,
): OperatorSpecStack {
  let stack: OperatorStack | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    stack = await startOperatorStack(prepare, env);
  });
  test.afterAll(() => stopOperatorStack(stack));
  const started = (): OperatorStack => {
    if (!stack) throw new Error('The operator stack has not started');
    return stack;
  };
  return {
    get kube() {
      return started().kube;
    },
    get cluster() {
      return started().cluster;
    },
    get granary() {
      return started().granary;
    },
    login: (page, token) => operatorLogin(page, started().granary, token),
  };
}
