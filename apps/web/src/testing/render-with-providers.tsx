import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { theme } from '../lib/theme';

/** Renders inside the app's theme, a fresh query client (no retries) and a memory router. */
export function renderWithProviders(ui: ReactElement, path = '/') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

export type ApiCall = { method: string; url: string; body: unknown };
type Handler = (call: ApiCall) => unknown;

/**
 * Stubs fetch with answers keyed by 'METHOD /path' (the query string is ignored); records every call.
 * An unknown route answers 404.
 */
export function mockApi(routes: Record<string, Handler | object>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn((input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, url: input, body };
    calls.push(call);
    const route = routes[`${method} ${input.split('?')[0]}`];
    if (route === undefined)
      return Promise.resolve(
        new Response(JSON.stringify({ code: 'not_found', message: 'not found' }), { status: 404 }),
      );
    const answer = typeof route === 'function' ? (route as Handler)(call) : route;
    return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
