import { createTenantRequestSchema } from '@granary/contract';
import { describe, expect, it } from 'vitest';
import { discoveryUrl, identityProblems } from './identity-values';
import { advancedWizardValues } from '@/testing/tenant-wizard-values';
import { createPayload, wizardDefaults, type WizardValues } from './wizard-values';

const advanced = advancedWizardValues;
const messages = (values: WizardValues) =>
  Object.fromEntries(identityProblems(values).map((problem) => [problem.path.join('.'), problem.message]));

describe('the Identity Provider step', () => {
  it('sends every built-in user, and names a key that is too short under its field', () => {
    const two = {
      ...advanced,
      users: [...advanced.users, { access_key: 'second-user', secret_key: 'short' }],
    };
    expect(messages(two)).toEqual({ 'users.1.secret_key': 'Keys must be at least length 8' });
    const fixed = {
      ...two,
      users: [...advanced.users, { access_key: 'second-user', secret_key: 'long-enough' }],
    };
    expect(messages(fixed)).toEqual({});
    expect(createPayload(fixed)?.idp).toEqual({ keys: fixed.users });
  });

  it('sends basic mode’s one user, whatever Advanced Mode’s list held before it was switched off', () => {
    const edited = { ...advanced, users: [{ access_key: 'short', secret_key: '' }, ...advanced.users] };
    expect(createPayload({ ...edited, advanced: false })?.idp).toEqual({ keys: [advanced.generatedUser] });
  });

  it('requires what OpenID needs, and sends it as the contract takes it', () => {
    const oidc: WizardValues = { ...advanced, idp: 'oidc' };
    expect(messages(oidc)).toMatchObject({
      'oidc.url': 'Field cannot be empty',
      'oidc.configuration_url': 'Field cannot be empty',
      'oidc.client_id': 'Field cannot be empty',
      'oidc.secret_id': 'Field cannot be empty',
    });
    const issuer = 'https://sso.example.com/realms/main/';
    const filled: WizardValues = {
      ...oidc,
      oidc: {
        ...oidc.oidc,
        url: issuer,
        configuration_url: discoveryUrl(issuer),
        client_id: 'granary',
        secret_id: 'client-secret',
      },
    };
    expect(messages(filled)).toEqual({});
    const payload = createPayload(filled);
    expect(createTenantRequestSchema.parse(payload)).toEqual(payload);
    expect(payload?.idp).toEqual({
      oidc: {
        url: issuer,
        configuration_url: 'https://sso.example.com/realms/main/.well-known/openid-configuration',
        client_id: 'granary',
        secret_id: 'client-secret',
        claim_name: 'policy',
        scopes: 'openid,profile,email',
      },
    });
  });

  it('refuses a value config.env could not hold as typed, naming the field', () => {
    const oidc: WizardValues = {
      ...advanced,
      idp: 'oidc',
      oidc: {
        ...wizardDefaults.oidc,
        url: 'https://sso.example.com',
        configuration_url: discoveryUrl('https://sso.example.com'),
        client_id: 'granary',
        secret_id: 'pa$$word',
      },
    };
    expect(messages(oidc)['oidc.secret_id']).toContain('may hold only printable ASCII other than');
  });

  it('requires the directory’s address, lookup and every user DN for Active Directory', () => {
    const ad: WizardValues = {
      ...advanced,
      idp: 'ad',
      ad: { ...advanced.ad, user_dns: [{ dn: 'cn=a' }, { dn: '' }] },
    };
    expect(messages(ad)).toMatchObject({
      'ad.url': 'Field cannot be empty',
      'ad.lookup_bind_dn': 'Field cannot be empty',
      'ad.user_dn_search_base_dn': 'Field cannot be empty',
      'ad.user_dns.1.dn': 'Field cannot be empty',
    });
    const filled: WizardValues = {
      ...ad,
      ad: {
        ...ad.ad,
        url: 'ldap.example.com:636',
        lookup_bind_dn: 'cn=lookup,dc=example,dc=com',
        user_dn_search_base_dn: 'ou=people,dc=example,dc=com',
        user_dn_search_filter: '(uid=%s)',
        user_dns: [{ dn: 'cn=admin,ou=people,dc=example,dc=com' }],
      },
    };
    expect(messages(filled)).toEqual({});
    expect(
      messages({ ...filled, ad: { ...filled.ad, group_search_base_dn: 'ou=groups,dc=example,dc=com' } }),
    ).toEqual({
      'ad.group_search_filter': 'A group search needs both its base DN and its filter',
    });
    expect(messages({ ...filled, ad: { ...filled.ad, user_dn_search_filter: '(uid=admin)' } })).toEqual({
      'ad.user_dn_search_filter': 'The user search filter must contain %s, as (uid=%s)',
    });
    expect(createPayload(filled)?.idp).toMatchObject({
      active_directory: { url: 'ldap.example.com:636', user_dns: ['cn=admin,ou=people,dc=example,dc=com'] },
    });
    expect(createPayload(filled)?.idp).not.toHaveProperty('active_directory.lookup_bind_password');
  });
});
