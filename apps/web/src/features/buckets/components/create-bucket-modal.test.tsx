import { bucketEndpoints } from '@granary/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, mockApi, renderWithProviders } from '@/testing/render-with-providers';
import { CreateBucketModal } from './create-bucket-modal';

const toggle = (dialog: HTMLElement, name: string) =>
  fireEvent.click(within(dialog).getByRole('switch', { name }));

describe('CreateBucketModal', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends versioning, forced locking, the quota in bytes and retention', { timeout: 20_000 }, async () => {
    const calls = mockApi([answer(bucketEndpoints.create, { ok: true })]);
    const onClose = vi.fn();
    renderWithProviders(<CreateBucketModal distributedMode onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Create Bucket' });
    fireEvent.change(within(dialog).getByLabelText(/Bucket Name/), { target: { value: 'photos' } });
    expect(within(dialog).getByText('Retention requires versioning to be enabled.')).toBeTruthy();
    toggle(dialog, 'Versioning');
    expect(within(dialog).queryByText('Retention requires versioning to be enabled.')).toBeNull();
    toggle(dialog, 'Quota');
    toggle(dialog, 'Retention');
    const locking = within(dialog).getByRole('switch', { name: 'Object Locking' });
    expect((locking as HTMLInputElement).checked).toBe(true);
    expect((locking as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByText('Retention needs object locking, so it stays on.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'photos',
      versioning: true,
      locking: true,
      quota: { enabled: true, quota_type: 'hard', amount: 1024 ** 4 },
      retention: { mode: 'compliance', unit: 'days', validity: 1 },
    });
  });

  it('disables the erasure-only options with the note on a non-distributed server', () => {
    mockApi([]);
    renderWithProviders(<CreateBucketModal distributedMode={false} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Create Bucket' });
    expect(
      within(dialog).getByText(
        'Some of these features are disabled as server is running in non-erasure coded mode.',
      ),
    ).toBeTruthy();
    for (const name of ['Versioning', 'Object Locking', 'Quota', 'Retention'])
      expect((within(dialog).getByRole('switch', { name }) as HTMLInputElement).disabled).toBe(true);
  });
});
