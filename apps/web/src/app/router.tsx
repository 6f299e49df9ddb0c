import { createBrowserRouter, type RouteObject } from 'react-router';
import { routerBasename } from '@/lib/paths';
import { screens } from './routes/screens';

// Nothing to show while a lazy route module loads; the pages render their own progress.
const HydrateFallback = () => null;

const placeholder = async () => ({
  Component: (await import('./routes/placeholder-route')).PlaceholderRoute,
});

export const appRoutes: RouteObject[] = [
  {
    path: '/login',
    HydrateFallback,
    lazy: async () => ({ Component: (await import('./routes/login-route')).LoginRoute }),
  },
  {
    path: '/oauth_callback',
    HydrateFallback,
    lazy: async () => ({
      Component: (await import('./routes/oauth-callback-route')).OauthCallbackRoute,
    }),
  },
  {
    path: '/',
    HydrateFallback,
    lazy: async () => ({ Component: (await import('./shell/shell-layout')).ShellLayout }),
    children: [
      ...screens.map((screen) => ({
        path: screen.nested ? `${screen.path}/*` : screen.path,
        handle: { title: screen.title },
        lazy: screen.lazy ?? placeholder,
      })),
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./shell/not-found')).NotFound }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes, { basename: routerBasename });
}
