import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { theme } from '@/lib/theme';
import type { AnyEndpoint, EndpointOutput, PathParams } from '@granary/contract';

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

/** One fetch the page made: its method, its URL as fetched, and what the endpoint's pattern read from it. */
export type ApiCall = {
  method: string;
  url: string;
  /** The path's `:params` (and `*`), decoded; empty for a call no endpoint matched. */
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
};

/** What an endpoint answers in a test: its parsed output, or a `Response` as it is (an error status, say). */
export type ApiAnswer<E extends AnyEndpoint> = EndpointOutput<E> | Response;

/** One endpoint's answer for `mockApi`: fixed, or computed (and possibly awaited) from the call. */
export type ApiRoute = {
  endpoint: AnyEndpoint;
  /** Only calls whose path params are these (`{ name: 'photos' }`); any when absent. */
  params: Record<string, string> | undefined;
  reply: (call: ApiCall) => unknown;
};

/**
 * `answer(userEndpoints.list, { users })`, or `answer(userEndpoints.create, (call) => ...)`; with
 * `params`, only for calls to those path params (`answer(bucketEvents.list, {...}, { name: 'photos' })`).
 */
export function answer<E extends AnyEndpoint>(
  endpoint: E,
  reply: ApiAnswer<E> | ((call: ApiCall) => ApiAnswer<E> | Promise<ApiAnswer<E>>),
  params?: Partial<PathParams<E['path']>>,
): ApiRoute {
  return {
    endpoint,
    params: params as Record<string, string> | undefined,
    reply: typeof reply === 'function' ? reply : () => reply,
  };
}

/** The endpoint's path as a pattern: a `:param` matches one segment, a trailing `*` the rest. */
function pathPattern(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment, index, segments) => {
      if (segment === '*' && index === segments.length - 1) {
        names.push('*');
        return '(.*)';
      }
      if (segment.startsWith(':')) {
        names.push(segment.slice(1));
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), names };
}

function matchRoute(routes: readonly ApiRoute[], method: string, path: string) {
  for (const route of routes) {
    if (route.endpoint.method !== method) continue;
    const { pattern, names } = pathPattern(route.endpoint.path);
    const match = pattern.exec(path);
    if (!match) continue;
    const params = Object.fromEntries(
      names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]),
    );
    const wanted = Object.entries(route.params ?? {});
    if (wanted.some(([name, value]) => params[name] !== value)) continue;
    return { route, params };
  }
  return undefined;
}

const notFound = () =>
  new Response(JSON.stringify({ code: 'not_found', message: 'not found' }), { status: 404 });

/**
 * Stubs fetch with answers keyed by the contract's endpoints (method and path pattern; the query is not
 * matched); records every call. An answer that is a `Response` goes out as it is; anything else as JSON
 * with 200. A call no endpoint here matches answers 404.
 */
export function mockApi(routes: readonly ApiRoute[]): ApiCall[] {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const [path = '', search = ''] = input.split('?');
    const found = matchRoute(routes, method, path);
    const call: ApiCall = {
      method,
      url: input,
      params: found?.params ?? {},
      query: new URLSearchParams(search),
      body,
    };
    calls.push(call);
    if (found === undefined) return notFound();
    const reply: unknown = await found.route.reply(call);
    if (reply instanceof Response) return reply;
    return new Response(JSON.stringify(reply), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
