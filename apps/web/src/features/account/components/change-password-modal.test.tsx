import { accountEndpoints, endpointPath } from '@granary/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, mockApi, renderWithProviders, type ApiCall } from '@/testing/render-with-providers';
import { ChangePasswordModal } from './change-password-modal';

let calls: ApiCall[] = [];
function respond(response: () => Response) {
  calls = mockApi([answer(accountEndpoints.changePassword, response)]);
}

function renderModal(onClose = vi.fn()) {
  renderWithProviders(<ChangePasswordModal onClose={onClose} />);
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

beforeEach(() => respond(() => Response.json({ expiresAt: '2030-01-01T00:00:00.000Z' })));
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

  it("shows 'New passwords don't match' and sends nothing", async () => {
    renderModal();
    fill('old-password', 'new-password', 'new-passw0rd');
    fireEvent.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe("New passwords don't match");
    expect(calls).toHaveLength(0);
  });

  it('needs at least 8 characters', async () => {
    renderModal();
    fill('old-password', 'short', 'short');
    fireEvent.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Passwords must be at least 8 characters long',
    );
    expect(calls).toHaveLength(0);
  });

  it('sends the current and new password, then closes', async () => {
    const onClose = renderModal();
    fill('old-password', 'new-password', 'new-password');
    fireEvent.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [call] = calls;
    expect(call?.url).toBe(endpointPath(accountEndpoints.changePassword, {}));
    expect(call?.body).toEqual({
      current_secret_key: 'old-password',
      new_secret_key: 'new-password',
    });
  });

  it('keeps the modal open with the server message when the current password is wrong', async () => {
    respond(() =>
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
