import { bucketEndpoints, bucketSummaryEndpoints } from '@granary/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, mockApi, renderWithProviders } from '@/testing/render-with-providers';
import { SummaryTab } from './summary-tab';

const photos = { name: 'photos' };
const failure = 'MinIO at 127.0.0.1:9000 cannot be reached.';

const loaded = {
  bucket: answer(bucketEndpoints.get, { name: 'photos', access: 'PRIVATE' }, photos),
  encryption: answer(
    bucketSummaryEndpoints.encryption,
    { enabled: false, algorithm: '', encType: 'disabled', kmsMasterKeyID: '' },
    photos,
  ),
  usage: answer(bucketSummaryEndpoints.usage, { size: 2048, objects: 3 }, photos),
  replicationStatus: answer(bucketSummaryEndpoints.replicationStatus, { enabled: false, rules: 0 }, photos),
  versioning: answer(bucketSummaryEndpoints.versioning, { is_versioned: true, status: 'enabled' }, photos),
  objectLocking: answer(bucketSummaryEndpoints.objectLocking, { object_locking_enabled: false }, photos),
  quota: answer(bucketSummaryEndpoints.quota, { enabled: false, quota: 0, type: null }, photos),
  retention: answer(bucketSummaryEndpoints.retention, { enabled: false }, photos),
};
type Route = keyof typeof loaded;

/** Each call a new answer: a Response body can be read only once. */
const failing = (message: string, code: string, status: number) => () =>
  new Response(JSON.stringify({ code, message }), { status });

function respond(failed: Route[], message = failure, code = 'bad_gateway', status = 502) {
  mockApi(
    Object.entries(loaded).map(([name, route]) =>
      failed.includes(name as Route) ? answer(route.endpoint, failing(message, code, status), photos) : route,
    ),
  );
}

const summaryRoutes = (Object.keys(loaded) as Route[]).filter((route) => route !== 'bucket');

const row = (label: string) => screen.getByTestId(`summary-${label.toLowerCase().replaceAll(' ', '-')}`);

async function renderSummary() {
  renderWithProviders(<SummaryTab bucketName="photos" distributedMode pages={[]} />);
  // Every item has loaded or failed: no skeleton is left.
  await waitFor(() => expect(document.querySelector('.MuiSkeleton-root')).toBeNull());
}

describe('SummaryTab', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says once, above the cards, why every item failed; the rows show a dash', async () => {
    respond(summaryRoutes);
    await renderSummary();
    expect(screen.getAllByText(failure)).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain(failure);
    expect(within(row('Access Policy')).getByText('Private')).toBeTruthy();
    for (const label of ['Encryption', 'Reported Usage', 'Replication', 'Versioning', 'Quota', 'Retention'])
      expect(within(row(label)).getByText('—')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Edit Encryption' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('leaves it to the bucket page when the bucket itself could not be read either', async () => {
    respond(Object.keys(loaded) as Route[]);
    await renderSummary();
    // The page above the tabs shows the bucket's failure (bucket-detail-page); the tab adds nothing.
    expect(screen.queryByText(failure)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(row('Access Policy')).getByText('—')).toBeTruthy();
  });

  it("leaves MinIO being away to the shell's notice", async () => {
    respond(summaryRoutes, failure, 'minio_unreachable', 503);
    await renderSummary();
    expect(screen.queryByText(failure)).toBeNull();
    expect(within(row('Access Policy')).getByText('Private')).toBeTruthy();
    expect(within(row('Quota')).getByText('—')).toBeTruthy();
  });

  it('says it once in the card whose items all failed, while the other card shows its values', async () => {
    respond(['versioning', 'objectLocking', 'quota', 'retention']);
    await renderSummary();
    expect(screen.getAllByText(failure)).toHaveLength(1);
    const card = screen.getByRole('region', { name: 'Data Protection' });
    expect(within(card).getByRole('alert').textContent).toContain(failure);
    expect(within(row('Encryption')).getByText('Disabled')).toBeTruthy();
  });

  it('keeps a failure on its row when the other items loaded', async () => {
    respond(['encryption'], 'KMS is not configured', 'InternalError', 500);
    await renderSummary();
    expect(within(row('Encryption')).getByText('KMS is not configured')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(row('Versioning')).getByText('Enabled')).toBeTruthy();
  });

  it('marks a read the policy refuses as not allowed, never as a failure said again', async () => {
    respond(
      ['encryption', 'quota', 'retention'],
      'Access denied: your policy does not allow this.',
      'AccessDenied',
      403,
    );
    await renderSummary();
    for (const label of ['Encryption', 'Quota', 'Retention'])
      expect(within(row(label)).getByText('Not allowed by your policy')).toBeTruthy();
    expect(screen.queryByText(/Access denied/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
