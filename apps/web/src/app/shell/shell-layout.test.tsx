import { cleanup, screen } from '@testing-library/react';
import { sessionEndpoints, type Session } from '@granary/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, mockApi, renderRoutes } from '@/testing/render-with-providers';
import { appRoutes } from '@/app/router';
import { BACKEND_RETRY_MS } from '@/lib/backend-reachability';

const session: Session = {
  status: 'ok',
  pages: ['/buckets', '/object-browser', '/users', '/license'],
  features: [],
  operator: false,
  distributedMode: true,
  accountName: 'admin',
};

function renderAt(path: string, status = 200) {
  const expired = { code: 'invalid_session', message: 'expired', detailedMessage: '' };
  mockApi([
    answer(sessionEndpoints.loginStrategy, { loginStrategy: 'form' }),
    answer(sessionEndpoints.session, () =>
      status === 200 ? session : new Response(JSON.stringify(expired), { status }),
    ),
  ]);
  return renderRoutes(appRoutes, path);
}

// Route modules load lazily; the first import of each is slow in a cold test run.
const slow = { timeout: 10_000 };

describe('shell routing', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('renders an allowed page with its title and the permitted menu items', { timeout: 15_000 }, async () => {
    renderAt('/license');
    expect(await screen.findByRole('heading', { level: 1, name: 'License' }, slow)).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Compare plans' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Users' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Groups' })).toBeNull();
  });

  it('redirects / and forbidden pages to the first permitted page', { timeout: 15_000 }, async () => {
    const router = renderAt('/groups');
    expect(await screen.findByRole('heading', { level: 1, name: 'All Buckets' }, slow)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/object-browser');
  });

  it("shows '404 Not Found' inside the shell for unknown paths", async () => {
    renderAt('/no/such/page');
    expect(await screen.findByText('404 Not Found', {}, slow)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
  });

  it('goes to /login without a session', { timeout: 15_000 }, async () => {
    const router = renderAt('/buckets', 401);
    expect(await screen.findByRole('heading', { name: 'Console Login' }, slow)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it(
    'says MinIO cannot be reached instead of asking to log in, and opens the page when MinIO answers',
    { timeout: 20_000 },
    async () => {
      // The clock runs on its own, and jumps to the next retry once MinIO is back.
      vi.useFakeTimers({ shouldAdvanceTime: true });
      let minioUp = false;
      const away = {
        code: 'minio_unreachable',
        message: 'MinIO at http://127.0.0.1:9000 cannot be reached.',
        detailedMessage: 'ECONNREFUSED',
      };
      mockApi([
        answer(sessionEndpoints.loginStrategy, { loginStrategy: 'form' }),
        answer(sessionEndpoints.session, () =>
          minioUp ? session : new Response(JSON.stringify(away), { status: 503 }),
        ),
      ]);
      const router = renderRoutes(appRoutes, '/license');
      expect(await screen.findByRole('heading', { name: 'MinIO cannot be reached' }, slow)).toBeTruthy();
      expect(screen.getByText(away.message)).toBeTruthy();
      expect(router.state.location.pathname).toBe('/license');
      minioUp = true;
      await vi.advanceTimersByTimeAsync(BACKEND_RETRY_MS);
      expect(await screen.findByRole('heading', { level: 1, name: 'License' }, slow)).toBeTruthy();
      expect(screen.queryByText('MinIO cannot be reached, retrying')).toBeNull();
    },
  );
});
