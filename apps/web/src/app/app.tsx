import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { publicAppPaths, screens } from '@granary/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { clearLogin } from '@/lib/current-user';
import { clearNotifications } from '@/lib/notifications';
import { createQueryClient, forgetUnusedQueries } from '@/lib/query-client';
import { onSessionEnded } from '@/lib/session-events';
import { COLOR_MODE_STORAGE_KEY, theme } from '@/lib/theme';
import { startObjectListing } from '@/features/object-browser/api/list-objects';
import { getSessionQueryOptions } from '@/features/session/api/get-session';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
const router = createAppRouter();

// Start the data a fresh load needs at once, alongside the route chunks rather than after them.
const { pathname } = router.state.location;
if (!publicAppPaths.includes(pathname)) {
  void queryClient.prefetchQuery(getSessionQueryOptions());
  startObjectListing(queryClient, pathname);
}

// A 401 anywhere, a lost connection, or Logout: forget everything about the session and go to /login.
onSessionEnded(() => {
  clearLogin();
  clearNotifications();
  if (router.state.location.pathname === screens.login.path) {
    forgetUnusedQueries(queryClient);
    return;
  }
  void router.navigate(screens.login.href(), { replace: true }).then(() => forgetUnusedQueries(queryClient));
});

/** Longest the server's first rows wait for the app before it draws whatever it has. */
const READY_WAIT_MS = 5_000;

function routerInitialized(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Once the route's modules are loaded and the session is known, the first render is the whole page:
 * until then the shell would draw nothing, and a deep link's first rows (drawn by the server) would
 * blink out.
 */
export function whenReadyToDraw(): Promise<void> {
  const ready = Promise.all([routerInitialized(), queryClient.prefetchQuery(getSessionQueryOptions())]);
  return Promise.race([ready, new Promise((resolve) => setTimeout(resolve, READY_WAIT_MS))]).then(() => {});
}

export function App() {
  return (
    <ThemeProvider theme={theme} modeStorageKey={COLOR_MODE_STORAGE_KEY} disableTransitionOnChange>
      <CssBaseline enableColorScheme />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
