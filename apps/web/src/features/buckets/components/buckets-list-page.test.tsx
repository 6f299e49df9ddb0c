import { bucketEndpoints, sessionEndpoints, type Bucket } from '@granary/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, mockApi, renderWithProviders } from '@/testing/render-with-providers';
import { BucketsListPage } from './buckets-list-page';

const bucket = (name: string, size: number): Bucket => ({
  name,
  creation_date: '2026-01-02T03:04:05Z',
  size,
  access: 'PRIVATE',
});
const permission = (can: boolean) => ({ permissions: [{ id: 'createBucket', can }] });

describe('BucketsListPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists buckets with base-1024 sizes and offers Create Bucket when allowed', async () => {
    const calls = mockApi([
      answer(bucketEndpoints.list, { buckets: [bucket('photos', 1536), bucket('logs', 0)] }),
      answer(sessionEndpoints.hasPermission, permission(true)),
    ]);
    renderWithProviders(<BucketsListPage distributedMode />);
    const table = await screen.findByRole('table', { name: 'Buckets' });
    expect(await within(table).findByText('1.5 KiB')).toBeTruthy();
    expect(within(table).getByText('logs')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Create Bucket' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      actions: [{ id: 'createBucket', action: 's3:CreateBucket' }],
    });

    const replication = screen.getByRole('button', { name: 'Set Replication' }) as HTMLButtonElement;
    expect(replication.disabled).toBe(true);
    fireEvent.click(within(table).getAllByRole('checkbox')[1] as HTMLElement);
    expect(replication.disabled).toBe(false);
  });

  it('hides Create Bucket without the permission and says when there are no buckets', async () => {
    mockApi([
      answer(bucketEndpoints.list, { buckets: [] }),
      answer(sessionEndpoints.hasPermission, permission(false)),
    ]);
    renderWithProviders(<BucketsListPage distributedMode />);
    expect(await screen.findByText('There are no Buckets yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create Bucket' })).toBeNull();
  });
});
