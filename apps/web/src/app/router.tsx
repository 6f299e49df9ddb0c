import { createBrowserRouter } from 'react-router';
import { routerBasename } from '../lib/paths';
import { screens } from './routes/screens';

const placeholder = async () => ({
  Component: (await import('./routes/placeholder-route')).PlaceholderRoute,
});

export function createAppRouter() {
  return createBrowserRouter(
    [
      {
        path: '/login',
        lazy: async () => ({ Component: (await import('./routes/login-route')).LoginRoute }),
      },
      {
        path: '/',
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
    ],
    { basename: routerBasename },
  );
}
