import type { Policy, PolicyEntitiesResponse } from '@granary/contract';
import { byCodeUnits } from '@granary/contract';
import type { AdminClient, PolicyDocument } from '@granary/madmin';
import { MadminError } from '@granary/madmin';
import { httpError } from '../../lib/http-error.ts';
import { notFound, unlessMissing } from './identity-errors.ts';

const asText = (document: PolicyDocument) => JSON.stringify(document, null, 2);

/** MinIO refuses a policy without a Version (MalformedPolicy); IAM's only version is the default. */
export function parsePolicyText(text: string): PolicyDocument {
  const document = JSON.parse(text) as PolicyDocument;
  return { Version: '2012-10-17', ...document };
}

export async function listPolicies(admin: AdminClient): Promise<Policy[]> {
  const policies = await admin.listCannedPolicies();
  return Object.entries(policies ?? {})
    .map(([name, document]) => ({ name, policy: asText(document) }))
    .sort((a, b) => byCodeUnits(a.name, b.name));
}

export async function getPolicy(admin: AdminClient, name: string): Promise<Policy> {
  const document = await unlessMissing(admin.infoCannedPolicy(name));
  if (!document) throw notFound('Policy', name);
  return { name, policy: asText(document) };
}

/** Saving under an existing name replaces that policy, as MinIO does: the JSON tab's Save relies on it. */
export async function savePolicy(admin: AdminClient, name: string, text: string): Promise<Policy> {
  await admin.addCannedPolicy(name, parsePolicyText(text));
  return getPolicy(admin, name);
}

export async function deletePolicy(admin: AdminClient, name: string): Promise<void> {
  await getPolicy(admin, name);
  try {
    await admin.removeCannedPolicy(name);
  } catch (error) {
    // MinIO refuses its own policies (readonly, readwrite, ...) with an InternalError, which is no 5xx.
    if (error instanceof MadminError && /inbuilt policy/i.test(error.message))
      throw httpError(
        'badRequest',
        `${name} is one of MinIO's built-in policies, which cannot be deleted.`,
        `${error.code}: ${error.message}`,
      );
    throw error;
  }
}

export async function policyEntities(admin: AdminClient, name: string): Promise<PolicyEntitiesResponse> {
  await getPolicy(admin, name);
  const entities = await admin.policyEntities({ policies: [name] });
  const mapping = entities.policyMappings.find((m) => m.policy === name);
  return { users: [...(mapping?.users ?? [])].sort(), groups: [...(mapping?.groups ?? [])].sort() };
}
