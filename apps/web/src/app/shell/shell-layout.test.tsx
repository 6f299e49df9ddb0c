import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Session } from '@silo/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../lib/theme';
import { appRoutes } from '../router';

const session: Session = {
  status: 'ok',
  pages: ['/buckets', '/object-browser', '/users', '/heal'],
  features: [],
  operator: false,
  distributedMode: true,
  accountName: 'admin',
};

function renderAt(path: string, status = 200) {
  const expired = { code: 'invalid_session', message: 'expired', detailedMessage: '' };
  const reply = (url: string) =>
    url.endsWith('/api/v1/login')
      ? new Response(JSON.stringify({ loginStrategy: 'form' }))
      : new Response(JSON.stringify(status === 200 ? session : expired), { status });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => Promise.resolve(reply(url))),
  );
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return router;
}

// Route modules load lazily; the first import of each is slow in a cold test run.
const slow = { timeout: 10_000 };

describe('shell routing', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('renders an allowed page with its title and the permitted menu items', { timeout: 15_000 }, async () => {
    renderAt('/heal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Heal' }, slow)).toBeTruthy();
    expect(screen.getByText('This screen is not built yet.')).toBeTruthy();
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
});
