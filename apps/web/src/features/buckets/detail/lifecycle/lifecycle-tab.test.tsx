import { bucketLifecycleEndpoints, type LifecycleRule } from '@granary/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, mockApi, renderWithProviders } from '@/testing/render-with-providers';
import { LifecycleTab } from './lifecycle-tab';

const rule: LifecycleRule = {
  id: 'rule-one',
  prefix: 'logs/',
  status: 'Enabled',
  tags: [{ key: 'team', value: 'ops' }],
  expiration: { days: 0, date: '', delete_marker: false },
  transition: { days: 10, date: '', storage_class: 'WARM' },
  noncurrentversion_expiration_days: 0,
  noncurrentversion_transition_days: 0,
  noncurrentversion_transition_storage_class: '',
};
const photos = { name: 'photos' };

describe('LifecycleTab', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the empty message, and only logs a failed load', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi([]);
    renderWithProviders(<LifecycleTab bucketName="photos" distributedMode pages={[]} />);
    expect(screen.getByRole('heading', { name: 'Lifecycle Rules' })).toBeTruthy();
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByText('There are no Lifecycle rules yet')).toBeTruthy();
  });

  it('lists rules and disables one through the edit modal (disable is the switch inverted)', async () => {
    const calls = mockApi([
      answer(bucketLifecycleEndpoints.list, { lifecycle: [rule] }, photos),
      answer(bucketLifecycleEndpoints.edit, { ok: true }, { ...photos, ruleId: 'rule-one' }),
    ]);
    renderWithProviders(<LifecycleTab bucketName="photos" distributedMode pages={[]} />);
    const row = await screen.findByRole('row', { name: /rule-one/ });
    expect(within(row).getByText('10 days')).toBeTruthy();
    expect(within(row).getByText('WARM')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Lifecycle Configuration' });
    expect((within(dialog).getByLabelText('Tags') as HTMLInputElement).value).toBe('team: ops');
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Enabled' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ disable: true, tags: 'team=ops' });
  });
});
