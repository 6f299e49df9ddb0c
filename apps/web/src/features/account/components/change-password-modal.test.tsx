import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { ChangePasswordModal } from './change-password-modal';

const fetchMock = vi.fn<typeof fetch>();

function renderModal(onClose = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ChangePasswordModal onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
function fill(current: string, next: string, repeat: string) {
  type('Current Password', current);
  type('New Password', next);
  type('Type New Password Again', repeat);
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ChangePasswordModal', () => {
  it('enables Save only when all three fields are filled', () => {
    renderModal();
    expect(saveButton().disabled).toBe(true);
    type('Current Password', 'old-password');
    type('New Password', 'new-password');
    expect(saveButton().disabled).toBe(true);
    type('Type New Password Again', 'new-password');
    expect(saveButton().disabled).toBe(false);
  });

  it("shows 'New passwords don't match' and sends nothing", () => {
    renderModal();
    fill('old-password', 'new-password', 'new-passw0rd');
    fireEvent.click(saveButton());
    expect(screen.getByRole('alert').textContent).toBe("New passwords don't match");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('needs at least 8 characters', () => {
    renderModal();
    fill('old-password', 'short', 'short');
    fireEvent.click(saveButton());
    expect(screen.getByRole('alert').textContent).toBe('Passwords must be at least 8 characters long');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the current and new password, then closes', async () => {
    fetchMock.mockResolvedValue(Response.json({ expiresAt: '2030-01-01T00:00:00.000Z' }));
    const onClose = renderModal();
    fill('old-password', 'new-password', 'new-password');
    fireEvent.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/account/change-password');
    expect(JSON.parse(String(init?.body))).toEqual({
      current_secret_key: 'old-password',
      new_secret_key: 'new-password',
    });
  });

  it('keeps the modal open with the server message when the current password is wrong', async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        { code: 'access_denied', message: 'The current password is wrong', detailedMessage: '' },
        { status: 403 },
      ),
    );
    const onClose = renderModal();
    fill('bad-password', 'new-password', 'new-password');
    fireEvent.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe('The current password is wrong');
    expect(onClose).not.toHaveBeenCalled();
  });
});
