import {
  planLevel,
  type ActivationRequest,
  type License,
  type LicenseAnswer,
  type LicenseRefresh,
  type SubscriptionInfo,
  type TenantLicenseCopy,
} from '@granary/contract';
import pMap from 'p-map';
import type { LicenseConfig } from '../../config/license.ts';
import { httpError, HttpError } from '../../lib/http-error.ts';
import type { KubeApis } from '../../lib/kubernetes/kube-apis.ts';
import { verifyLicense } from '../../lib/license/verify-license.ts';
import { readStoredLicense, storeLicense } from './license-secret.ts';
import { SubnetClient } from './subnet-client.ts';
import { allTenants, attachLicense } from './tenant-license.ts';

const answer = (license: License): LicenseAnswer => ({ license, plan_level: planLevel(license.plan) });

async function verified(token: string, config: LicenseConfig): Promise<License> {
  const verdict = await verifyLicense(token, config.trustedKeys);
  if (!verdict.valid) throw httpError('invalidLicense', verdict.problem);
  return verdict.license;
}

/** The stored license, verified: none is 404, one that no longer verifies 400 with why. */
async function storedLicense(
  apis: KubeApis,
  config: LicenseConfig,
): Promise<{ token: string; license: License }> {
  const token = await readStoredLicense(apis, config.namespace);
  if (token === undefined)
    throw httpError(
      'noLicense',
      'No license is registered with this console: activate one on the License page first.',
    );
  return { token, license: await verified(token, config) };
}

/** What the console's license secret holds; reading it needs `get` on secrets in the console's namespace. */
export async function subscriptionInfo(apis: KubeApis, config: LicenseConfig): Promise<SubscriptionInfo> {
  const token = await readStoredLicense(apis, config.namespace);
  if (token === undefined) return { state: 'none' };
  const verdict = await verifyLicense(token, config.trustedKeys);
  if (!verdict.valid) return { state: 'invalid', problem: verdict.problem };
  return { state: 'licensed', ...answer(verdict.license) };
}

/**
 * Activation: the key given, or the one the subscription service issues for the account; verified before
 * it is stored, so a key that would not verify never replaces a good one.
 */
export async function activateLicense(
  apis: KubeApis,
  config: LicenseConfig,
  request: ActivationRequest,
): Promise<LicenseAnswer> {
  let token: string;
  if ('license' in request) token = request.license;
  else {
    const subnet = new SubnetClient(config.subnetUrl);
    token = await subnet.licenseFor(await subnet.logIn(request.email, request.password));
  }
  const license = await verified(token, config);
  await storeLicense(apis, config.namespace, token);
  return answer(license);
}

const refusal = (error: unknown) => (error instanceof HttpError ? error.message : String(error));

/** The renewed license, stored, then copied into every tenant the token may list (each outcome reported). */
export async function refreshLicense(apis: KubeApis, config: LicenseConfig): Promise<LicenseRefresh> {
  const stored = await storedLicense(apis, config);
  const renewed = await new SubnetClient(config.subnetUrl).renew(stored.token);
  const license = await verified(renewed, config);
  await storeLicense(apis, config.namespace, renewed);
  let tenants: { namespace: string; name: string }[];
  try {
    tenants = await allTenants(apis);
  } catch (error) {
    if (error instanceof HttpError && error.status === 403)
      return { ...answer(license), tenants: [], tenants_unlisted: error.message };
    throw error;
  }
  const copies = await pMap(
    tenants,
    async (tenant): Promise<TenantLicenseCopy> => {
      try {
        await attachLicense(apis, tenant.namespace, tenant.name, renewed);
        return tenant;
      } catch (error) {
        return { ...tenant, error: refusal(error) };
      }
    },
    { concurrency: 4 },
  );
  return { ...answer(license), tenants: copies };
}

/** Copies the console's license into one tenant. */
export async function activateTenant(
  apis: KubeApis,
  config: LicenseConfig,
  namespace: string,
  name: string,
): Promise<void> {
  const stored = await storedLicense(apis, config);
  await attachLicense(apis, namespace, name, stored.token);
}
