import { useColorScheme } from '@mui/material/styles';
import { encodeViewCookie, VIEW_COOKIE, type ColorMode } from '@granary/contract';
import { useEffect } from 'react';

function writeViewCookie(colorMode: ColorMode, menuOpen: boolean): void {
  const { timeZone, locale } = new Intl.DateTimeFormat().resolvedOptions();
  const value = encodeViewCookie({ timeZone, locale, colorMode, menuOpen });
  const path = new URL(document.baseURI).pathname;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${VIEW_COOKIE}=${value}; Path=${path}; Max-Age=31536000; SameSite=Strict${secure}`;
}

/**
 * Tells the server how this browser shows pages (time zone, locale, colours, the side menu), so that
 * the first rows it draws for a deep link look as the app will draw them (see VIEW_COOKIE).
 */
export function useViewCookie(menuOpen: boolean): void {
  const { mode } = useColorScheme();
  useEffect(() => writeViewCookie(mode ?? 'system', menuOpen), [mode, menuOpen]);
}
