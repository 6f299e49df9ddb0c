import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { screens, shellScreens, type Session } from '@granary/contract';
import { ErrorBanner } from '@/components/error-banner';
import { productName } from '@/components/logo';
import { RestartBanner } from '@/features/restart/components/restart-banner';
import { useSession } from '@/features/session/api/get-session';
import { isBackendUnreachable } from '@/lib/backend-reachability';
import { hideErrorBanner, useErrorBannerState } from '@/lib/notifications';
import { isWithin, resolveAccess } from '@/lib/page-access';
import { useViewCookie } from '@/lib/view-cookie';
import { documentTitle } from './document-title';
import { BackendRetryNotice, BackendUnreachableScreen } from './backend-unreachable';
import { NoAccess, NotFound } from './not-found';
import { SideMenu } from './side-menu';
import { SnackbarHost } from './snackbar-host';
import { TopBar } from './top-bar';
import { useMenuOpen } from './use-menu-open';
import { mainId, SkipLink } from './skip-link';

/**
 * The session gate: nothing renders until the session is known; without one, go to /login. A session
 * already known stays while a later check fails (a lost one goes to /login through the API client), and
 * MinIO being away is said as such, not as a lost session.
 */
export function ShellLayout() {
  const session = useSession();
  if (session.data) return <Shell session={session.data} />;
  if (session.isPending) return null;
  if (isBackendUnreachable(session.error)) return <BackendUnreachableScreen error={session.error} />;
  return <Navigate to={screens.login.href()} replace />;
}

function PageContent({ session }: { session: Session }) {
  const { pathname } = useLocation();
  const access = resolveAccess(pathname, session.pages, shellScreens);
  switch (access.kind) {
    case 'allowed':
      return <Outlet />;
    case 'redirect':
      return <Navigate to={access.to} replace />;
    case 'not-found':
      return <NotFound />;
    default:
      return <NoAccess />;
  }
}

/** Spec 2 §9: the dashboard's grid may grow to 1920 pixels; other screens read better narrower. */
const wideScreen = (pathname: string) =>
  isWithin(pathname, screens.dashboard.path) || isWithin(pathname, screens.metrics.path);

/** Below this width a 245 px menu beside the page would squeeze it: the menu slides over it instead. */
const phoneQuery = '(max-width: 719.95px)';

/**
 * The menu's state: on wider screens open or closed as last chosen; on a phone closed unless opened on
 * the current page, so that choosing an item (a new path) closes it.
 */
function useShellMenu(pathname: string) {
  const phone = useMediaQuery(phoneQuery, { noSsr: true });
  const [panelOpen, togglePanel] = useMenuOpen();
  const [overlayOpenOn, setOverlayOpenOn] = useState<string | null>(null);
  const overlayOpen = overlayOpenOn === pathname;
  return {
    phone,
    /** The menu beside the page on wider screens, as last chosen. */
    panelOpen,
    open: phone ? overlayOpen : panelOpen,
    toggle: phone ? () => setOverlayOpenOn(overlayOpen ? null : pathname) : togglePanel,
    close: () => setOverlayOpenOn(null),
  };
}

function Shell({ session }: { session: Session }) {
  const { pathname } = useLocation();
  const menu = useShellMenu(pathname);
  const banner = useErrorBannerState();
  const menuAllowed = !isWithin(pathname, screens.metrics.path);
  useViewCookie(menu.panelOpen);

  useEffect(() => {
    document.title = documentTitle(pathname, shellScreens, productName(session.operator));
  }, [pathname, session.operator]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      {menuAllowed && menu.phone && (
        <SideMenu session={session} overlay={{ open: menu.open, onClose: menu.close }} />
      )}
      {menuAllowed && !menu.phone && menu.open && <SideMenu session={session} />}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TopBar
          session={session}
          menuOpen={menuAllowed && menu.open}
          showMenuToggle={menuAllowed}
          onToggleMenu={menu.toggle}
        />
        <Box
          component="main"
          id={mainId}
          tabIndex={-1}
          sx={{
            '&:focus': { outline: 'none' },
            flex: 1,
            px: { xs: 2, md: 4 },
            py: { xs: 2, md: 3 },
            maxWidth: wideScreen(pathname) ? 1920 : 1600,
          }}
        >
          <Box sx={{ mb: 2, '&:empty': { display: 'none' } }}>
            <BackendRetryNotice />
          </Box>
          <Box sx={{ mb: 2, '&:empty': { display: 'none' } }}>
            <RestartBanner session={session} />
          </Box>
          {banner && (
            <Box sx={{ mb: 2 }}>
              <ErrorBanner
                key={banner.id}
                message={banner.message}
                detail={banner.detail}
                onClose={hideErrorBanner}
              />
            </Box>
          )}
          <PageContent session={session} />
        </Box>
      </Box>
      <SnackbarHost />
    </Box>
  );
}
