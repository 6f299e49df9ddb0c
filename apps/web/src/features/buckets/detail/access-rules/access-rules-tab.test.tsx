import { bucketAccessRuleEndpoints, endpointPath } from '@granary/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, mockApi, renderWithProviders } from '@/testing/render-with-providers';
import { AccessRulesTab } from './access-rules-tab';

const photos = { bucket: 'photos' };
const props = { bucketName: 'photos', distributedMode: true, pages: ['/buckets'] };

describe('AccessRulesTab', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it(
    'adds a rule with the chosen level; Save waits for a non-blank prefix',
    { timeout: 20_000 },
    async () => {
      const calls = mockApi([
        answer(bucketAccessRuleEndpoints.list, { accessRules: [] }, photos),
        answer(bucketAccessRuleEndpoints.set, { ok: true }, photos),
      ]);
      renderWithProviders(<AccessRulesTab {...props} />);
      expect(await screen.findByText('There are no access rules yet.')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Add Access Rule' }));
      const dialog = screen.getByRole('dialog', { name: 'Add Access Rule' });
      const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
      expect(save.disabled).toBe(true);
      fireEvent.change(within(dialog).getByLabelText(/Prefix/), { target: { value: '  ' } });
      expect(save.disabled).toBe(true);
      fireEvent.change(within(dialog).getByLabelText(/Prefix/), { target: { value: 'docs/2024/' } });
      fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Access' }));
      fireEvent.click(await screen.findByRole('option', { name: 'writeonly' }));
      expect(save.disabled).toBe(false);
      fireEvent.click(save);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        prefix: 'docs/2024/',
        access: 'writeonly',
      });
    },
  );

  it('deletes with the prefix encoded in the path and shows a failure in the dialog', async () => {
    const calls = mockApi([
      answer(
        bucketAccessRuleEndpoints.list,
        { accessRules: [{ prefix: 'a/b/', access: 'readonly' }] },
        photos,
      ),
    ]);
    renderWithProviders(<AccessRulesTab {...props} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Access Rule' });
    expect(within(dialog).getByText('Are you sure you want to delete this access rule?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(
      `${endpointPath(bucketAccessRuleEndpoints.list, { params: photos })}/a%2Fb%2F`,
    );
  });
});
