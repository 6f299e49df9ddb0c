import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { theme } from '@/lib/theme';

type RenderOptions = {
  /** Under React's StrictMode, which runs effects twice: for code that must act exactly once. */
  strict?: boolean;
};

/**
 * Renders inside the app's theme, a fresh query client (no retries) and a memory router. The providers
 * are the render's wrapper, so `rerender` keeps them.
 */
function providers(queryClient: QueryClient, strict: boolean, router: (children: ReactNode) => ReactNode) {
  return function Providers({ children }: { children: ReactNode }) {
    const tree = (
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={queryClient}>{router(children)}</QueryClientProvider>
      </ThemeProvider>
    );
    return strict ? <StrictMode>{tree}</StrictMode> : tree;
  };
}

const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/**
 * Renders inside the app's theme, a fresh query client (no retries) and a memory router. The providers
 * are the render's wrapper, so `rerender` keeps them.
 */
export function renderWithProviders(ui: ReactElement, path = '/', { strict = false }: RenderOptions = {}) {
  const wrapper = providers(testQueryClient(), strict, (children) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  ));
  return render(ui, { wrapper });
}

/** Renders a route table (the app's own, say) at `path` inside the same providers; returns its router. */
export function renderRoutes(routes: RouteObject[], path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const Providers = providers(testQueryClient(), false, (children) => children);
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

export type ApiCall = { method: string; url: string; body: unknown };
type Handler = (call: ApiCall) => unknown;

/**
 * Stubs fetch with answers keyed by 'METHOD /path' (the query string is ignored); records every call.
 * An answer that is a `Response` goes out as it is (an error status, say); anything else as JSON with
 * 200. An unknown route answers 404.
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
    if (answer instanceof Response) return Promise.resolve(answer);
    return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
