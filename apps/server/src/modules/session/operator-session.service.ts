import { apiErrorCodes, type KubePermission, type Session } from '@granary/contract';
import type { Config } from '../../config/config.ts';
import { HttpError, httpError } from '../../lib/http-error.ts';
import type { KubeApis } from '../../lib/kubernetes/kube-apis.ts';
import { operatorPages, operatorPermissions } from '../../lib/policy/page-rules.ts';
import type { KubernetesCredentials } from '../../lib/token-seal.ts';

const refusedToken = () =>
  httpError(
    'invalidLogin',
    'Kubernetes did not accept this token: it is malformed, expired or revoked, or it belongs to another cluster.',
  );

/**
 * Who the API server says the token is (a SelfSubjectReview, which any authenticated token may ask):
 * the API server's own authenticators decide, whatever made the token (a service account, a static
 * token, an OIDC provider), and the console needs no rights of its own to check it.
 */
export async function tokenUser(apis: KubeApis): Promise<string> {
  const review = await apis.authentication.createSelfSubjectReview({
    body: { apiVersion: 'authentication.k8s.io/v1', kind: 'SelfSubjectReview' },
  });
  const username = review.status?.userInfo?.username;
  if (!username)
    throw httpError('kubernetesFailed', 'The Kubernetes API server named no user for the token.');
  return username;
}

/** A JWT's own expiry (epoch ms), read without checking its signature: the API server checked the token. */
function jwtExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** The token becomes a session once the API server accepts it; it ends with the token or the session length. */
export async function operatorLogin(
  apis: KubeApis,
  config: Config,
  token: string,
): Promise<KubernetesCredentials> {
  let username: string;
  try {
    username = await tokenUser(apis);
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) throw refusedToken();
    // Nobody is logged in yet: the API server's address is not theirs to learn.
    if (error instanceof HttpError && error.code === apiErrorCodes.kubernetesUnreachable)
      throw error.withMessage('The Kubernetes API server cannot be reached. Try again shortly.');
    throw error;
  }
  const sessionEnd = Date.now() + config.stsDurationSeconds * 1000;
  const expiresAt = Math.min(jwtExpiry(token) ?? sessionEnd, sessionEnd);
  return { kind: 'kubernetes', token, username, expiresAt };
}

const permissionKey = (permission: KubePermission) =>
  `${permission.verb} ${permission.group}/${permission.resource}`;

/** The operator pages' permissions Kubernetes grants the token, asked at the cluster scope. */
async function grantedPermissions(apis: KubeApis): Promise<Set<string>> {
  const answers = await Promise.all(
    operatorPermissions.map(async (permission) => {
      const review = await apis.authorization.createSelfSubjectAccessReview({
        body: {
          apiVersion: 'authorization.k8s.io/v1',
          kind: 'SelfSubjectAccessReview',
          spec: { resourceAttributes: permission },
        },
      });
      return review.status?.allowed === true ? [permissionKey(permission)] : [];
    }),
  );
  return new Set(answers.flat());
}

/**
 * An operator's session: the token checked again (a deleted service account ends it) and the pages its
 * RBAC opens, so the menu and buttons follow what Kubernetes will allow.
 */
export async function operatorSession(apis: KubeApis): Promise<Session> {
  const [accountName, granted] = await Promise.all([tokenUser(apis), grantedPermissions(apis)]);
  return {
    status: 'ok',
    pages: operatorPages((permission) => granted.has(permissionKey(permission))),
    features: [],
    operator: true,
    distributedMode: false,
    accountName,
  };
}
