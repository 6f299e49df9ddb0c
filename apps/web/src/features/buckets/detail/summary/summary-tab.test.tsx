import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '@/testing/render-with-providers';
import { SummaryTab } from './summary-tab';

const base = '/api/v1/buckets/photos';
const failure = 'MinIO at 127.0.0.1:9000 cannot be reached.';

const loaded = {
  [`GET ${base}`]: { name: 'photos', access: 'PRIVATE' },
  [`GET ${base}/encryption/info`]: { enabled: false, algorithm: '', encType: 'disabled', kmsMasterKeyID: '' },
  [`GET ${base}/usage`]: { size: 2048, objects: 3 },
  [`GET ${base}/replication-status`]: { enabled: false, rules: 0 },
  [`GET ${base}/versioning`]: { is_versioned: true, status: 'enabled' },
  [`GET ${base}/object-locking`]: { object_locking_enabled: false },
  [`GET ${base}/quota`]: { enabled: false, quota: 0, type: null },
  [`GET ${base}/retention`]: { enabled: false },
};
type Route = keyof typeof loaded;

/** Each call a new answer: a Response body can be read only once. */
const failing = (message: string, code: string, status: number) => () =>
  new Response(JSON.stringify({ code, message }), { status });

function answer(failed: Route[], message = failure, code = 'bad_gateway', status = 502) {
  mockApi({
    ...loaded,
    ...Object.fromEntries(failed.map((route) => [route, failing(message, code, status)])),
  });
}

const summaryRoutes = (Object.keys(loaded) as Route[]).filter((route) => route !== `GET ${base}`);

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
    answer(summaryRoutes);
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
    answer(Object.keys(loaded) as Route[]);
    await renderSummary();
    // The page above the tabs shows the bucket's failure (bucket-detail-page); the tab adds nothing.
    expect(screen.queryByText(failure)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(row('Access Policy')).getByText('—')).toBeTruthy();
  });

  it("leaves MinIO being away to the shell's notice", async () => {
    answer(summaryRoutes, failure, 'minio_unreachable', 503);
    await renderSummary();
    expect(screen.queryByText(failure)).toBeNull();
    expect(within(row('Access Policy')).getByText('Private')).toBeTruthy();
    expect(within(row('Quota')).getByText('—')).toBeTruthy();
  });

  it('says it once in the card whose items all failed, while the other card shows its values', async () => {
    answer([
      `GET ${base}/versioning`,
      `GET ${base}/object-locking`,
      `GET ${base}/quota`,
      `GET ${base}/retention`,
    ]);
    await renderSummary();
    expect(screen.getAllByText(failure)).toHaveLength(1);
    const card = screen.getByRole('region', { name: 'Data Protection' });
    expect(within(card).getByRole('alert').textContent).toContain(failure);
    expect(within(row('Encryption')).getByText('Disabled')).toBeTruthy();
  });

  it('keeps a failure on its row when the other items loaded', async () => {
    answer([`GET ${base}/encryption/info`], 'KMS is not configured', 'InternalError', 500);
    await renderSummary();
    expect(within(row('Encryption')).getByText('KMS is not configured')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(row('Versioning')).getByText('Enabled')).toBeTruthy();
  });

  it('marks a read the policy refuses as not allowed, never as a failure said again', async () => {
    answer(
      [`GET ${base}/encryption/info`, `GET ${base}/quota`, `GET ${base}/retention`],
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
