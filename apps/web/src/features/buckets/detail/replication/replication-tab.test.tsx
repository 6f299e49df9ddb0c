import { bucketReplicationEndpoints, sessionEndpoints, type ReplicationRule } from '@granary/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, mockApi, renderWithProviders } from '@/testing/render-with-providers';
import { replicationStateError } from './add-replication-rule-modal';
import { ReplicationTab } from './replication-tab';

const rule = (id: string, priority: number, tags = ''): ReplicationRule => ({
  id,
  priority,
  status: 'Enabled',
  destination: { bucket: 'arn:aws:s3:::archive', arn: 'arn:minio:replication::x:archive' },
  prefix: priority === 1 ? '' : 'docs/',
  tags,
  storageClass: '',
  delete_marker_replication: false,
  deletes_replication: false,
  metadata_replication: true,
  existing_objects: true,
});

function renderTab(rules: ReplicationRule[], canPut: boolean) {
  const calls = mockApi([
    answer(bucketReplicationEndpoints.listRules, { rules }, { name: 'photos' }),
    answer(sessionEndpoints.hasPermission, { permissions: [{ id: 'replication', can: canPut }] }),
    answer(bucketReplicationEndpoints.deleteRule, { ok: true }, { name: 'photos', ruleId: 'r2' }),
  ]);
  renderWithProviders(<ReplicationTab bucketName="photos" distributedMode pages={[]} />);
  return calls;
}

const deleteButtons = () => screen.getAllByRole('button', { name: 'Delete' }) as HTMLButtonElement[];

describe('ReplicationTab', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists rules without the arn prefix, with Tags Yes/No, and deletes one of two', async () => {
    const calls = renderTab([rule('r1', 1), rule('r2', 2, 'team=blue')], true);
    const table = await screen.findByRole('table', { name: 'Replication rules' });
    await within(table).findByText('docs/');
    expect(within(table).getAllByText('archive')).toHaveLength(2);
    expect(within(table).queryByText(/arn:aws:s3/)).toBeNull();
    expect(within(table).getByText('Yes')).toBeTruthy();
    expect(within(table).getByText('No')).toBeTruthy();
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Add Replication Rule' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    expect(deleteButtons().every((button) => !button.disabled)).toBe(true);
    fireEvent.click(deleteButtons()[1] as HTMLButtonElement);
    const dialog = screen.getByRole('dialog', { name: 'Delete Replication Rule' });
    expect(dialog.textContent).toContain('Are you sure you want to delete replication rule r2?');
    expect(dialog.textContent).not.toContain('removes replication from the bucket');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it('deletes the only rule, saying that replication goes with it (issue 17, item 5)', async () => {
    const calls = renderTab([rule('r2', 2)], true);
    await screen.findByText('docs/');
    await waitFor(() => expect(deleteButtons()[0]?.disabled).toBe(false));
    fireEvent.click(deleteButtons()[0] as HTMLButtonElement);
    const dialog = screen.getByRole('dialog', { name: 'Remove Replication' });
    expect(dialog.textContent).toContain('It is the only rule of photos: deleting it removes replication');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it('offers neither Add nor Delete without put-replication', async () => {
    const calls = renderTab([rule('r1', 1)], false);
    await screen.findByText('archive');
    const add = screen.getByRole('button', { name: 'Add Replication Rule' }) as HTMLButtonElement;
    await waitFor(() => expect(add.disabled).toBe(true));
    expect(deleteButtons()[0]?.getAttribute('aria-disabled')).toBe('true');
    const check = calls.find((call) => call.url.endsWith('/has-permission'));
    expect((check?.body as { actions: unknown[] }).actions).toContainEqual({
      id: 'replication',
      action: 's3:PutReplicationConfiguration',
      bucket_name: 'photos',
    });
  });
});

describe('replicationStateError', () => {
  it('reads the first error string, and an empty list as no change', () => {
    expect(replicationStateError([])).toBe('No changes applied');
    expect(replicationStateError([{ originBucket: 'a', targetBucket: 'b', errorString: 'boom' }])).toBe(
      'boom',
    );
    expect(
      replicationStateError([{ originBucket: 'a', targetBucket: 'b', errorString: '' }]),
    ).toBeUndefined();
  });
});
