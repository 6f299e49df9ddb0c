import { groupEndpoints, policyEndpoints, userEndpoints, type User } from '@granary/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, mockApi, renderWithProviders } from '@/testing/render-with-providers';
import { CreateUserModal } from './create-user-modal';

const user: User = { accessKey: 'ada', status: 'enabled', memberOf: ['devs'], policy: [] };

describe('CreateUserModal', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it(
    'refuses a short secret key, then creates the user with the picked groups',
    { timeout: 20_000 },
    async () => {
      const calls = mockApi([
        answer(groupEndpoints.list, { groups: ['devs'] }),
        answer(policyEndpoints.list, { policies: [{ name: 'readonly', policy: '{}' }] }),
        answer(userEndpoints.create, user),
      ]);
      const onClose = vi.fn();
      renderWithProviders(<CreateUserModal onClose={onClose} />);
      const dialog = screen.getByRole('dialog', { name: 'Create User' });
      fireEvent.change(within(dialog).getByLabelText(/Access Key/), { target: { value: 'ada' } });
      fireEvent.change(within(dialog).getByLabelText(/Secret Key/), { target: { value: 'short' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('Passwords must be at least 8 characters long')).toBeTruthy();
      expect(calls.some((call) => call.method === 'POST')).toBe(false);

      fireEvent.change(within(dialog).getByLabelText(/Secret Key/), { target: { value: 'long enough' } });
      await waitFor(() =>
        expect(within(dialog).queryByText('Passwords must be at least 8 characters long')).toBeNull(),
      );
      const groups = within(dialog).getByRole('group', { name: 'Assign Groups' });
      fireEvent.click(await within(groups).findByRole('checkbox', { name: 'Select devs' }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        accessKey: 'ada',
        secretKey: 'long enough',
        groups: ['devs'],
        policies: [],
      });
    },
  );
});
