import { publicScreens, shellRoot, shellScreens } from '@granary/contract';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { routerBasename } from '@/lib/paths';
import { screenModules } from './routes/screen-modules';

// Nothing to show while a lazy route module loads; the pages render their own progress.
const HydrateFallback = () => null;

/** The router's table, from the screen registry: the public screens, then the shell and its screens. */
export const appRoutes: RouteObject[] = [
  ...publicScreens.map((screen) => ({ path: screen.path, HydrateFallback, lazy: screenModules[screen.id] })),
  {
    path: shellRoot,
    HydrateFallback,
    lazy: async () => ({ Component: (await import('./shell/shell-layout')).ShellLayout }),
    children: [
      ...shellScreens.map((screen) => ({
        path: screen.nested ? `${screen.path}/*` : screen.path,
        handle: { title: screen.title },
        lazy: screenModules[screen.id],
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
