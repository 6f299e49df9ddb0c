import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { endpointPath, serviceEndpoints, sessionEndpoints, type Session } from '@granary/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, mockApi, renderWithProviders } from '@/testing/render-with-providers';
import { RestartBanner, restartingText, restartNeededText } from './restart-banner';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const session = (pages: string[]) => ({ pages }) as unknown as Session;
const pending = {
  restartRequired: true,
  pending: [{ config: 'notify_redis:primary', recordedAt: '2026-11-24T00:00:00Z', by: 'admin' }],
};
const permission = (can: boolean) => ({ permissions: [{ id: 'restart-banner', can }] });

describe('RestartBanner', () => {
  it('says a restart is needed, names what waits, and restarts on the button', async () => {
    // The restart answers only once MinIO is back: hold it until the test has seen the progress.
    let restarted: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (restarted = resolve));
    const calls = mockApi([
      answer(serviceEndpoints.restartStatus, pending),
      answer(sessionEndpoints.hasPermission, permission(true)),
      answer(serviceEndpoints.restart, async () => {
        await gate;
        return { restartedAt: '2026-11-24T00:00:01Z' };
      }),
    ]);
    renderWithProviders(<RestartBanner session={session(['/settings'])} />);
    expect(await screen.findByText(restartNeededText, { exact: false })).toBeTruthy();
    expect(screen.getByText(/Waiting: notify_redis:primary/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Restart' }));
    expect(await screen.findByText(restartingText)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Restarting' })).toBeTruthy();
    restarted();
    await waitFor(() => expect(screen.queryByText(restartingText)).toBeNull());
    expect(screen.queryByText(restartNeededText, { exact: false })).toBeNull();
    expect(
      calls.filter((call) => call.method === 'POST' && call.url.endsWith('/service/restart')),
    ).toHaveLength(1);
  });

  it('keeps the flag when the restart fails', async () => {
    mockApi([
      answer(serviceEndpoints.restartStatus, pending),
      answer(sessionEndpoints.hasPermission, permission(true)),
      answer(
        serviceEndpoints.restart,
        new Response(
          JSON.stringify({
            code: 'minio_unreachable',
            message: 'MinIO did not come back',
            detailedMessage: '',
          }),
          { status: 503 },
        ),
      ),
    ]);
    renderWithProviders(<RestartBanner session={session(['/settings'])} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Restart' }));
    await waitFor(() => expect(screen.queryByText(restartingText)).toBeNull());
    expect(screen.getByText(restartNeededText, { exact: false })).toBeTruthy();
  });

  it('shows no button to a user who may not restart MinIO', async () => {
    mockApi([
      answer(serviceEndpoints.restartStatus, pending),
      answer(sessionEndpoints.hasPermission, permission(false)),
    ]);
    renderWithProviders(<RestartBanner session={session(['/webhook/audit'])} />);
    expect(await screen.findByText(/admin:ServiceRestart/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Restart' })).toBeNull();
  });

  it('asks nothing for a user who cannot change configuration', async () => {
    const calls = mockApi([answer(serviceEndpoints.restartStatus, pending)]);
    renderWithProviders(<RestartBanner session={session(['/buckets'])} />);
    // The banner's queries start together, the restart status first: once the permission check has
    // gone out, a status request would have too.
    await waitFor(() =>
      expect(calls.some((call) => call.url === endpointPath(sessionEndpoints.hasPermission, {}))).toBe(true),
    );
    expect(screen.queryByText(restartNeededText, { exact: false })).toBeNull();
    expect(calls.some((call) => call.url.includes('/service/restart'))).toBe(false);
  });
});
