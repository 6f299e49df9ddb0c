import { bucketReplicationEndpoints, type ReplicationState } from '@granary/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, mockApi, renderWithProviders } from '@/testing/render-with-providers';
import { SetReplicationModal } from './set-replication-modal';

const external = { buckets: [{ name: 'photos' }, { name: 'backup' }] };

function fillRemote(dialog: HTMLElement) {
  const field = (name: RegExp) => within(dialog).getByLabelText(name);
  fireEvent.change(field(/Target URL/), { target: { value: 'minio2:9000' } });
  fireEvent.change(field(/Access Key/), { target: { value: 'remote-user' } });
  fireEvent.change(field(/Secret Key/), { target: { value: 'remote-secret' } });
}

async function toStepTwo(buckets: string[], states: ReplicationState[]) {
  const calls = mockApi([
    answer(bucketReplicationEndpoints.listExternalBuckets, external),
    answer(bucketReplicationEndpoints.bucketsReplication, { replicationState: states }),
  ]);
  const onClose = vi.fn();
  renderWithProviders(<SetReplicationModal buckets={buckets} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Set Replication' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
  expect(await within(dialog).findByText('Target URL is required')).toBeTruthy();
  fillRemote(dialog);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
  await within(dialog).findByRole('list', { name: 'Buckets Assignation' });
  return { calls, onClose, dialog };
}

describe('SetReplicationModal', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('starts with the spec defaults', () => {
    mockApi([]);
    renderWithProviders(<SetReplicationModal buckets={['photos']} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Set Replication' });
    expect((within(dialog).getByLabelText('Use TLS') as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByLabelText('Bandwidth') as HTMLInputElement).value).toBe('100');
    expect((within(dialog).getByLabelText('Health Check Duration') as HTMLInputElement).value).toBe('60');
    expect(within(dialog).getByText('Asynchronous')).toBeTruthy();
  });

  it(
    'shows per-bucket results and removes the succeeded bucket after 500 ms',
    { timeout: 20_000 },
    async () => {
      const { calls, onClose, dialog } = await toStepTwo(
        ['photos', 'logs'],
        [
          { originBucket: 'photos', targetBucket: 'photos', errorString: '' },
          {
            originBucket: 'logs',
            targetBucket: 'backup',
            errorString: "Versioning is not enabled on bucket 'logs'",
          },
        ],
      );
      expect(calls[0]?.body).toEqual({
        accessKey: 'remote-user',
        secretKey: 'remote-secret',
        useTLS: true,
        targetURL: 'minio2:9000',
      });
      const create = within(dialog).getByRole('button', { name: 'Create' }) as HTMLButtonElement;
      expect(create.disabled).toBe(true);
      fireEvent.mouseDown(
        within(within(dialog).getByRole('listitem', { name: 'logs' })).getByRole('combobox'),
      );
      fireEvent.click(await screen.findByRole('option', { name: 'backup' }));
      await waitFor(() => expect(create.disabled).toBe(false));
      fireEvent.click(create);
      await within(dialog).findByText("Versioning is not enabled on bucket 'logs'");
      expect(within(dialog).getByTitle('Replication set up')).toBeTruthy();
      expect(calls.at(-1)?.body).toMatchObject({
        targetURL: 'https://minio2:9000',
        bucketsRelation: [
          { originBucket: 'photos', destinationBucket: 'photos' },
          { originBucket: 'logs', destinationBucket: 'backup' },
        ],
        syncMode: 'async',
        bandwidth: 100 * 1024 ** 3,
        healthCheckPeriod: 60,
      });
      await waitFor(() => expect(within(dialog).queryByRole('listitem', { name: 'photos' })).toBeNull());
      expect(within(dialog).getByRole('listitem', { name: 'logs' })).toBeTruthy();
      expect(onClose).not.toHaveBeenCalled();
    },
  );

  it('closes once every bucket succeeded', { timeout: 20_000 }, async () => {
    const { onClose, dialog } = await toStepTwo(
      ['photos'],
      [{ originBucket: 'photos', targetBucket: 'photos', errorString: '' }],
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('puts Back with Cancel and Create, and goes back to the remote step', { timeout: 20_000 }, async () => {
    const { dialog } = await toStepTwo(['photos'], []);
    const back = within(dialog).getByRole('button', { name: 'Back' });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    const actions = create.parentElement;
    expect(back.parentElement).toBe(actions);
    expect([...(actions?.children ?? [])].map((button) => button.textContent)).toEqual([
      'Cancel',
      'Back',
      'Create',
    ]);
    fireEvent.click(back);
    expect(await within(dialog).findByLabelText(/Target URL/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it("says 'No changes applied' for an empty answer", { timeout: 20_000 }, async () => {
    const { dialog } = await toStepTwo(['photos'], []);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await within(dialog).findByText('No changes applied');
  });
});
