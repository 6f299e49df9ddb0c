import { pageRules, shellPages, shellScreens } from '@granary/contract';
import type { PolicyDocument } from '@granary/madmin';
import { describe, expect, it } from 'vitest';
import type { PageContext } from './page-rules.ts';
import { allowedPages, operatorPages, operatorPermissions } from './page-rules.ts';

/** The pages of an operator's session (Kubernetes): never a MinIO user's. */
const operatorOnly = pageRules
  .filter((rule) => rule.access.sessions === 'kubernetes')
  .map((rule) => rule.page);

const consoleAdmin: PolicyDocument = {
  Version: '2012-10-17',
  Statement: [
    { Effect: 'Allow', Action: ['admin:*'] },
    { Effect: 'Allow', Action: ['kms:*'] },
    { Effect: 'Allow', Action: ['s3:*'], Resource: ['arn:aws:s3:::*'] },
  ],
};

const context = (policy: PolicyDocument, overrides: Partial<PageContext> = {}): PageContext => ({
  policy,
  distributedMode: true,
  ldapEnabled: false,
  operatorMode: false,
  hasAccountKey: true,
  ...overrides,
});

describe('allowedPages', () => {
  it('gives an administrator every regular page, in menu order', () => {
    expect(operatorOnly).toEqual([
      '/tenants',
      '/tenants/add',
      '/tenants/delete',
      '/tenants/edit',
      '/tenants/version',
      '/tenants/certificates',
      '/namespaces/:namespace/tenants/:tenant',
      '/tenants/pools/add',
      '/tenants/pods/delete',
      '/storage',
      '/storage/drives/format',
      '/license/activate',
      '/tenants/license',
    ]);
    expect(allowedPages(context(consoleAdmin))).toEqual(
      shellPages.filter((page) => !operatorOnly.includes(page)),
    );
  });

  it('honours wildcard actions and Deny statements', () => {
    const restricted: PolicyDocument = {
      Statement: [
        { Effect: 'Allow', Action: ['s3:List*', 's3:Get*'], Resource: ['arn:aws:s3:::*'] },
        { Effect: 'Allow', Action: ['admin:Server*', 'admin:List*'] },
        { Effect: 'Deny', Action: ['admin:ListUsers'] },
      ],
    };
    const pages = allowedPages(context(restricted));
    expect(pages).toContain('/buckets');
    expect(pages).toContain('/dashboard');
    expect(pages).toContain('/trace');
    expect(pages).toContain('/groups');
    expect(pages).not.toContain('/users');
    expect(pages).not.toContain('/settings');
    expect(pages).toContain('/watch'); // s3:List* covers s3:ListenBucketNotification
    expect(pages).not.toContain('/health-info');
  });

  it('opens KMS to admin:KMSKeyStatus, which MinIO checks for its KMS status', () => {
    const kmsStatus: PolicyDocument = { Statement: [{ Effect: 'Allow', Action: ['admin:KMSKeyStatus'] }] };
    expect(allowedPages(context(kmsStatus))).toContain('/kms');
    const kmsOnly: PolicyDocument = { Statement: [{ Effect: 'Allow', Action: ['kms:*'] }] };
    expect(allowedPages(context(kmsOnly))).not.toContain('/kms');
  });

  it('hides users and groups under LDAP, heal on a single drive, and password change for SSO', () => {
    const pages = allowedPages(
      context(consoleAdmin, { ldapEnabled: true, distributedMode: false, hasAccountKey: false }),
    );
    expect(pages).not.toContain('/users');
    expect(pages).not.toContain('/groups');
    expect(pages).not.toContain('/heal');
    expect(pages).not.toContain('/account/change-password');
  });

  it("never gives a MinIO user an operator's page, in operator mode or not", () => {
    for (const operatorMode of [false, true])
      expect(allowedPages(context(consoleAdmin, { operatorMode }))).not.toEqual(
        expect.arrayContaining(['/tenants']),
      );
  });

  it('has a rule for every page of the screen registry, each one open to a session that meets it', () => {
    const minio = allowedPages(context(consoleAdmin, { operatorMode: true }));
    const operator = operatorPages(() => true);
    expect(shellPages.filter((page) => minio.includes(page) || operator.includes(page))).toEqual(shellPages);
    expect(shellPages).toEqual(expect.arrayContaining(shellScreens.map((screen) => screen.page)));
  });

  it('refuses a page whose policy action is missing, whatever the conditions', () => {
    const nothing: PolicyDocument = { Statement: [] };
    expect(allowedPages(context(nothing, { operatorMode: true }))).toEqual([
      '/object-browser',
      '/account',
      '/account/change-password',
      '/license',
    ]);
  });
});

describe('operatorPages', () => {
  it('asks Kubernetes each permission once', () => {
    expect(operatorPermissions).toEqual([
      { verb: 'create', group: 'minio.min.io', resource: 'tenants' },
      { verb: 'create', group: '', resource: 'secrets' },
      { verb: 'delete', group: 'minio.min.io', resource: 'tenants' },
      { verb: 'update', group: 'minio.min.io', resource: 'tenants' },
      { verb: 'patch', group: 'minio.min.io', resource: 'tenants' },
      { verb: 'delete', group: '', resource: 'secrets' },
      { verb: 'get', group: 'minio.min.io', resource: 'tenants' },
      { verb: 'delete', group: '', resource: 'pods' },
      { verb: 'update', group: 'direct.csi.min.io', resource: 'directcsidrives' },
      { verb: 'get', group: '', resource: 'secrets' },
      { verb: 'update', group: '', resource: 'secrets' },
    ]);
  });

  it('gives every operator the list, and Create, Delete and the detail only with their permissions', () => {
    expect(operatorPages(() => true)).toEqual([
      '/tenants',
      '/tenants/add',
      '/tenants/delete',
      '/tenants/edit',
      '/tenants/version',
      '/tenants/certificates',
      '/namespaces/:namespace/tenants/:tenant',
      '/tenants/pools/add',
      '/tenants/pods/delete',
      '/storage',
      '/storage/drives/format',
      '/license',
      '/license/activate',
      '/tenants/license',
    ]);
    expect(operatorPages(() => false)).toEqual(['/tenants', '/storage', '/license']);
    // Creating needs both: the tenant and its secrets.
    expect(operatorPages((permission) => permission.resource === 'tenants')).toEqual([
      '/tenants',
      '/tenants/delete',
      '/tenants/edit',
      '/tenants/version',
      '/namespaces/:namespace/tenants/:tenant',
      '/tenants/pools/add',
      '/storage',
      '/license',
    ]);
  });
});
