import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { RewindDialog } from './rewind-dialog';
import { disableRewind, enableRewind, rewindState } from './rewind-state';

afterEach(() => {
  cleanup();
  disableRewind();
});

const dateInput = () => screen.getByLabelText('Rewind to');

describe('RewindDialog', () => {
  it("keeps 'Show Rewind Data' disabled until a real date is chosen, then rewinds the bucket", async () => {
    const onClose = vi.fn();
    renderWithProviders(<RewindDialog bucket="photos" current={null} onClose={onClose} />);
    const show = screen.getByRole('button', { name: 'Show Rewind Data' });
    expect(show).toHaveProperty('disabled', true);
    fireEvent.change(dateInput(), { target: { value: '2024-05-01T14:05:30' } });
    expect(show).toHaveProperty('disabled', false);
    fireEvent.click(show);
    // The form checks its values before it submits, which takes a tick.
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(rewindState()).toEqual({
      enabled: true,
      bucket: 'photos',
      date: new Date(2024, 4, 1, 14, 5, 30).toISOString(),
    });
  });

  it("offers 'Show Current Data' with the status off, which turns rewind off", async () => {
    enableRewind('photos', new Date(2024, 4, 1));
    renderWithProviders(<RewindDialog bucket="photos" current={rewindState().date} onClose={vi.fn()} />);
    expect((dateInput() as HTMLInputElement).value).toMatch(/^2024-05-01T00:00/);
    fireEvent.click(screen.getByRole('switch', { name: 'Current Status' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show Current Data' }));
    await waitFor(() => expect(rewindState().enabled).toBe(false));
  });
});
