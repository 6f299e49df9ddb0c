import type { AdminClient, TraceInfo } from '@granary/madmin';

/** The access key a traced S3 call was signed with: its Authorization header, or a presigned URL's query. */
export function signingKeyOf(info: TraceInfo): string {
  const request = info.http?.request;
  const header = request?.headers?.['Authorization']?.[0] ?? '';
  const signed = /Credential=([^/,\s]+)\//.exec(header)?.[1];
  if (signed) return signed;
  const query = new URLSearchParams(request?.rawquery ?? '');
  return (query.get('X-Amz-Credential') ?? '').split('/')[0] ?? '';
}

const lookupTimeoutMs = 2_000;
const remembered = 1_000;

/**
 * The user behind each access key a trace shows, asked of MinIO once per key (info-access-key):
 * temporary and service-account keys name their parent user, a user's own key is the user. A key
 * MinIO will not tell this viewer about (no admin:ListTemporaryAccounts, say) shows as itself.
 */
export class AccessKeyOwners {
  readonly #admin: AdminClient;
  readonly #owners = new Map<string, Promise<string>>();

  constructor(admin: AdminClient) {
    this.#admin = admin;
  }

  ownerOf(accessKey: string): Promise<string> {
    if (accessKey === '') return Promise.resolve('');
    let owner = this.#owners.get(accessKey);
    if (!owner) {
      owner = this.#admin
        .infoAccessKey(accessKey, AbortSignal.timeout(lookupTimeoutMs))
        .then(({ parentUser }) => parentUser || accessKey)
        .catch(() => accessKey);
      // The oldest key asked goes first: a Map keeps insertion order.
      if (this.#owners.size >= remembered) this.#owners.delete(this.#owners.keys().next().value ?? '');
      this.#owners.set(accessKey, owner);
    }
    return owner;
  }
}
