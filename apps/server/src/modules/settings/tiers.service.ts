import {
  tierCredentialsProblem,
  type AddTierRequest,
  type Tier,
  type TierCredentialsRequest,
  type TierType,
} from '@granary/contract';
import type { TierConfig, TierCredentials } from '@granary/madmin';
import { httpError } from '../../lib/http-error.ts';
import { whileMinioContacts, type MinioContactClients } from '../../lib/minio-contacts.ts';
import { toContractTier } from './tier-mapping.ts';

const invalid = (field: string, problem: string) =>
  httpError('badRequest', `Invalid request: ${field}: ${problem}`);

/** credentials.json as the browser sends it (base64 of the file), checked to be a JSON object. */
function gcsCredentialsFile(field: string, base64: string): Buffer {
  const bytes = Buffer.from(base64, 'base64');
  try {
    const parsed: unknown = JSON.parse(bytes.toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new Error('not an object');
  } catch {
    throw invalid(field, 'is not a JSON credentials file');
  }
  return bytes;
}

/** Adding a tier wants the URL alphabet with its padding; Node's 'base64url' leaves the padding out. */
const urlBase64WithPadding = (bytes: Buffer) =>
  bytes.toString('base64').replaceAll('+', '-').replaceAll('/', '_');

type CommonTierSettings = { endpoint: string; bucket: string; prefix: string; region: string };

const commonSettings = (t: CommonTierSettings) => ({
  Endpoint: t.endpoint,
  Bucket: t.bucket,
  Prefix: t.prefix,
  Region: t.region,
});
const storageClass = (value: string | undefined) => (value ? { StorageClass: value } : {});

function toTierConfig(request: AddTierRequest): TierConfig {
  switch (request.type) {
    case 'minio': {
      const t = request.minio;
      const MinIO = { ...commonSettings(t), AccessKey: t.accesskey, SecretKey: t.secretkey };
      return { Type: 'minio', Name: t.name, MinIO };
    }
    case 's3': {
      const t = request.s3;
      const S3 = {
        ...commonSettings(t),
        AccessKey: t.accesskey,
        SecretKey: t.secretkey,
        ...storageClass(t.storageclass),
      };
      return { Type: 's3', Name: t.name, S3 };
    }
    case 'gcs': {
      const t = request.gcs;
      const Creds = urlBase64WithPadding(gcsCredentialsFile('gcs.creds', t.creds));
      return {
        Type: 'gcs',
        Name: t.name,
        GCS: { ...commonSettings(t), Creds, ...storageClass(t.storageclass) },
      };
    }
    case 'azure': {
      const t = request.azure;
      const Azure = {
        ...commonSettings(t),
        AccountName: t.accountname,
        AccountKey: t.accountkey,
        ...storageClass(t.storageclass),
      };
      return { Type: 'azure', Name: t.name, Azure };
    }
  }
}

/** MinIO reaches the backend and writes a test object before it keeps the tier. */
export async function addTier(clients: MinioContactClients, request: AddTierRequest): Promise<Tier> {
  const config = toTierConfig(request);
  const endpoint = (config.MinIO ?? config.S3 ?? config.GCS ?? config.Azure)?.Endpoint ?? '';
  await whileMinioContacts(clients, `the tier's endpoint ${endpoint}`, (admin) => admin.addTier(config));
  return toContractTier(config);
}

function toCredentials(type: TierType, request: TierCredentialsRequest): TierCredentials {
  const problem = tierCredentialsProblem(type, request);
  if (problem) throw invalid(problem.field, problem.message);
  // Editing wants the standard alphabet (checked against MinIO; docs/decisions/tiers.md).
  if (type === 'gcs') return { creds: gcsCredentialsFile('creds', request.creds ?? '').toString('base64') };
  return { access: request.access_key ?? '', secret: request.secret_key ?? '' };
}

export async function updateTierCredentials(
  clients: MinioContactClients,
  type: TierType,
  name: string,
  request: TierCredentialsRequest,
): Promise<void> {
  const credentials = toCredentials(type, request);
  await whileMinioContacts(clients, `the endpoint of tier '${name}'`, (admin) =>
    admin.editTierCredentials(name, credentials),
  );
}
