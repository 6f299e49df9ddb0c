import { bucketAuditEndpoints } from '@granary/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, mockApi, renderWithProviders } from '@/testing/render-with-providers';
import { AccessAuditTab } from './access-audit-tab';

const routes = [
  answer(bucketAuditEndpoints.policies, { policies: [{ name: 'team/readers' }] }, { bucket: 'photos' }),
  answer(
    bucketAuditEndpoints.users,
    { users: [{ accessKey: 'ann', grants: [{ policy: 'team/readers', group: 'team' }] }] },
    { bucket: 'photos' },
  ),
];

describe('AccessAuditTab', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the policies, and the users with how they get access', async () => {
    mockApi(routes);
    renderWithProviders(
      <AccessAuditTab bucketName="photos" distributedMode pages={['/buckets', '/users']} />,
    );
    expect(await screen.findByText('team/readers')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Users' }));
    expect(await screen.findByText('ann')).toBeTruthy();
    expect(screen.getByText('team/readers (group team)')).toBeTruthy();
  });

  it('has no Users sub-tab, and never asks for the users, without the /users page', async () => {
    const calls = mockApi(routes);
    renderWithProviders(<AccessAuditTab bucketName="photos" distributedMode pages={['/buckets']} />);
    expect(await screen.findByText('team/readers')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Users' })).toBeNull();
    expect(calls.some((call) => call.url.includes('bucket-users'))).toBe(false);
  });
});
