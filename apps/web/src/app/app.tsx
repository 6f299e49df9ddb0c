import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { publicAppPaths } from '@silo/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { clearLogin } from '@/lib/current-user';
import { clearNotifications } from '@/lib/notifications';
import { createQueryClient, forgetUnusedQueries } from '@/lib/query-client';
import { onSessionEnded } from '@/lib/session-events';
import { COLOR_MODE_STORAGE_KEY, theme } from '@/lib/theme';
import { prefetchObjectListing } from '@/features/object-browser/api/list-objects';
import { getSessionQueryOptions } from '@/features/session/api/get-session';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
const router = createAppRouter();

// Start the data a fresh load needs at once, alongside the route chunks rather than after them.
const { pathname } = router.state.location;
if (!publicAppPaths.includes(pathname)) {
  void queryClient.prefetchQuery(getSessionQueryOptions());
  prefetchObjectListing(queryClient, pathname);
}

// A 401 anywhere, a lost connection, or Logout: forget everything about the session and go to /login.
onSessionEnded(() => {
  clearLogin();
  clearNotifications();
  if (router.state.location.pathname === '/login') {
    forgetUnusedQueries(queryClient);
    return;
  }
  void router.navigate('/login', { replace: true }).then(() => forgetUnusedQueries(queryClient));
});

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
