import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { auditLogEndpoints, type AuditRecord } from '@granary/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, mockApi, renderWithProviders, type ApiCall } from '@/testing/render-with-providers';
import { deliveryNotices } from './audit-delivery-notices';
import { AuditLogsTab } from './audit-logs-tab';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const record = (index: number): AuditRecord => ({
  id: String(index),
  time: new Date(Date.UTC(2026, 10, 24, 5, 0, index)).toISOString(),
  api_name: 'PutObject',
  bucket: 'photos',
  object: `object-${index}`,
  remote_host: '127.0.0.1',
  request_id: `REQ${index}`,
  user_agent: 'aws-sdk-js/3',
  response_status: 'OK',
  response_status_code: 200,
  request_content_length: 10,
  response_content_length: 0,
  time_to_response_ns: 1500000,
  kind: 'request',
  event: null,
  access_key: 'svc-photos',
  parent_user: 'alice',
  problem: null,
});

const params = (call: ApiCall) => new URL(call.url, 'http://granary').searchParams;
const searches = (calls: ApiCall[]) =>
  calls.filter((call) => call.url.startsWith(auditLogEndpoints.search.path));

describe('AuditLogsTab', () => {
  it('searches only on Get Information, sends filled filters only, from page 0', async () => {
    const calls = mockApi([answer(auditLogEndpoints.search, { results: [record(1), record(2)] })]);
    renderWithProviders(<AuditLogsTab />);
    expect(screen.getByText('Choose the criteria and press Get Information')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Bucket'), { target: { value: 'photos' } });
    fireEvent.change(screen.getByLabelText('API Name'), { target: { value: 'Put*' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get Information' }));
    expect(await screen.findByText('REQ1')).toBeTruthy();
    // Who did it: the user, and the key they signed with.
    expect(screen.getAllByText('alice (svc-photos)').length).toBeGreaterThan(0);
    const [first] = searches(calls);
    expect(params(first as ApiCall).getAll('fp')).toEqual(['bucket:photos', 'api_name:Put*']);
    expect(params(first as ApiCall).get('pageNo')).toBe('0');
    expect(params(first as ApiCall).get('order')).toBe('timeDesc');
    expect(params(first as ApiCall).get('pageSize')).toBe('100');
  });

  it('reloads from page 0 when the sort direction changes', async () => {
    const calls = mockApi([answer(auditLogEndpoints.search, { results: [record(1)] })]);
    renderWithProviders(<AuditLogsTab />);
    fireEvent.click(screen.getByRole('button', { name: 'Get Information' }));
    await screen.findByText('REQ1');
    fireEvent.click(screen.getByRole('button', { name: /Sort by time, newest first/ }));
    await waitFor(() => expect(searches(calls)).toHaveLength(2));
    const second = searches(calls)[1] as ApiCall;
    expect(params(second).get('order')).toBe('timeAsc');
    expect(params(second).get('pageNo')).toBe('0');
    expect(screen.getByRole('button', { name: /Sort by time, oldest first/ })).toBeTruthy();
  });

  it('says so when nothing matches', async () => {
    mockApi([answer(auditLogEndpoints.search, { results: [] })]);
    renderWithProviders(<AuditLogsTab />);
    fireEvent.click(screen.getByRole('button', { name: 'Get Information' }));
    expect(await screen.findByText('There is no information with this criteria')).toBeTruthy();
  });

  it('shows the default columns and adds one from the column selector', async () => {
    mockApi([answer(auditLogEndpoints.search, { results: [record(1)] })]);
    renderWithProviders(<AuditLogsTab />);
    expect(screen.queryByRole('columnheader', { name: 'Time to Response NS' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Request ID' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'User' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Kind' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Time to Response NS' }));
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(await screen.findByRole('columnheader', { name: 'Time to Response NS' })).toBeTruthy();
  });
});

describe('the delivery notices above the search', () => {
  const status = {
    withProblems: 3,
    unreadable: 1,
    latestProblemAt: '2026-11-24T05:00:00.000Z',
    lost: 0,
    targets: { known: true, items: [{ name: 'audit-GRANARY', online: false }] },
    queues: { known: true, items: [{ target: 'audit-GRANARY', queued: 0, failedLately: 7 }] },
  };

  it('say a target MinIO reports offline, what it failed to send, and what was kept unread', async () => {
    mockApi([answer(auditLogEndpoints.status, status)]);
    renderWithProviders(<AuditLogsTab />);
    const notices = await screen.findByLabelText('Audit delivery');
    expect(notices.textContent).toContain('MinIO reports its audit target audit-GRANARY offline');
    expect(notices.textContent).toContain(
      'MinIO failed to send 7 records to audit-GRANARY in the last 15 minutes.',
    );
    expect(notices.textContent).toContain(
      '1 record could not be read (Kind: unreadable) and 2 records had values that did not fit their columns (see Problem)',
    );
    expect(notices.textContent).not.toContain('could not be stored at all');
  });

  it('say nothing when every record came and was read', () => {
    const quiet = {
      ...status,
      withProblems: 0,
      unreadable: 0,
      latestProblemAt: null,
      targets: { known: true, items: [{ name: 'audit-GRANARY', online: true }] },
      queues: { known: true, items: [{ target: 'audit-GRANARY', queued: 0, failedLately: 0 }] },
    };
    expect(deliveryNotices(quiet)).toEqual([]);
    expect(deliveryNotices({ ...quiet, lost: 2 }).map((notice) => notice.text)).toEqual([
      "2 records could not be stored at all since Granary started; Granary's log names each.",
    ]);
  });
});
