import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type User, groupEndpoints, userEndpoints } from '@granary/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeUsername } from '@/lib/current-user';
import { answer, mockApi, renderWithProviders } from '@/testing/render-with-providers';
import { UsersListPage } from './users-list-page';

const users: User[] = [
  { accessKey: 'admin', status: 'enabled', memberOf: [], policy: ['consoleAdmin'] },
  { accessKey: 'ada', status: 'enabled', memberOf: ['devs'], policy: [] },
  { accessKey: 'bob', status: 'disabled', memberOf: [], policy: [] },
];

function rowOf(name: string): HTMLElement {
  const table = screen.getByRole('table', { name: 'Users' });
  const row = within(table).getByText(name).closest('[role="row"]');
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${name}`);
  return row;
}

describe('UsersListPage', { timeout: 20_000 }, () => {
  beforeEach(() => storeUsername('admin'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('lists users and disables Delete only for the logged-in user', async () => {
    mockApi([answer(userEndpoints.list, { users })]);
    renderWithProviders(<UsersListPage />);
    await screen.findByText('bob');
    expect(within(rowOf('bob')).getByText('Disabled')).toBeTruthy();
    const own = within(rowOf('admin')).getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
    const other = within(rowOf('ada')).getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
    expect(own.disabled).toBe(true);
    expect(other.disabled).toBe(false);
    fireEvent.click(other);
    expect(screen.getByRole('dialog', { name: 'Delete User' }).textContent).toContain(
      'Are you sure you want to delete user ada?',
    );
  });

  it('filters by access key', async () => {
    mockApi([answer(userEndpoints.list, { users })]);
    renderWithProviders(<UsersListPage />);
    await screen.findByText('bob');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Users' }), { target: { value: 'AD' } });
    expect(screen.queryByText('bob')).toBeNull();
    expect(screen.getByText('ada')).toBeTruthy();
  });

  it('adds ticked users to groups: needs a group, then confirms what was added', async () => {
    const calls = mockApi([
      answer(userEndpoints.list, { users }),
      answer(groupEndpoints.list, { groups: ['devs', 'ops'] }),
      answer(userEndpoints.addToGroups, { ok: true }),
    ]);
    renderWithProviders(<UsersListPage />);
    await screen.findByText('bob');
    const addToGroup = screen.getByRole('button', { name: 'Add to Group' }) as HTMLButtonElement;
    expect(addToGroup.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select ada' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select bob' }));
    fireEvent.click(addToGroup);

    const dialog = await screen.findByRole('dialog', { name: 'Add Users to Group' });
    await within(dialog).findByText('ops');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('You need to select at least one group to assign')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Select ops' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const done = await screen.findByRole('dialog', { name: 'Users added to groups' });
    expect(within(within(done).getByRole('region', { name: 'Groups' })).getByText('ops')).toBeTruthy();
    expect(within(within(done).getByRole('region', { name: 'Users' })).getByText('bob')).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        users: ['ada', 'bob'],
        groups: ['ops'],
      }),
    );
  });
});
