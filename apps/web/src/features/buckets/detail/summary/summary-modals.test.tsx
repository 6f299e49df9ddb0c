import { bucketSummaryEndpoints } from '@granary/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, mockApi, renderWithProviders } from '@/testing/render-with-providers';
import { AccessModal } from './access-modal';
import { QuotaModal } from './quota-modal';
import { VersioningModal } from './versioning-modal';

const photos = { name: 'photos' };

describe('Summary modals', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('replaces a custom policy only after the box is ticked', async () => {
    const calls = mockApi([
      answer(bucketSummaryEndpoints.setPolicy, { name: 'photos', access: 'PRIVATE' }, photos),
    ]);
    const onClose = vi.fn();
    renderWithProviders(<AccessModal bucketName="photos" current="CUSTOM" onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Change Access Policy' });
    expect(within(dialog).getByText(/Saving replaces all of it/)).toBeTruthy();
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Replace the custom policy' }));
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      access: 'PRIVATE',
      replaceCustom: true,
    });
  });

  it('warns that versions stay when versioning is switched off', async () => {
    const calls = mockApi([
      answer(bucketSummaryEndpoints.setVersioning, { is_versioned: false, status: 'suspended' }, photos),
    ]);
    const onClose = vi.fn();
    renderWithProviders(<VersioningModal bucketName="photos" versioned onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Versioning' });
    expect(within(dialog).queryByText(/File versions won't be automatically deleted/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Versioning' }));
    expect(within(dialog).getByText(/File versions won't be automatically deleted/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ versioning: false });
  });

  it('starts from the current quota and clears it when switched off', async () => {
    const calls = mockApi([
      answer(bucketSummaryEndpoints.setQuota, { enabled: false, quota: 0, type: null }, photos),
    ]);
    const onClose = vi.fn();
    const current = { enabled: true, quota: 3 * 1024 ** 3, type: 'hard' } as const;
    renderWithProviders(<QuotaModal bucketName="photos" current={current} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Set Bucket Quota' });
    expect((within(dialog).getByRole('spinbutton', { name: 'Quota' }) as HTMLInputElement).value).toBe('3');
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Quota' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      enabled: false,
      quota_type: 'hard',
      amount: 0,
    });
  });
});
