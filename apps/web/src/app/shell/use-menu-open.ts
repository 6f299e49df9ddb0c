import { useCallback, useState } from 'react';

const MENU_OPEN_KEY = 'granary.menuOpen';

function initialOpen(): boolean {
  const stored = localStorage.getItem(MENU_OPEN_KEY);
  if (stored !== null) return stored === '1';
  // Open by default, except where a 245 px menu would crowd out the page.
  return window.matchMedia?.('(min-width: 720px)').matches ?? true;
}

/** The side menu's open flag, remembered across reloads. */
export function useMenuOpen(): [boolean, () => void] {
  const [open, setOpen] = useState(initialOpen);
  const toggle = useCallback(() => {
    setOpen((value) => {
      localStorage.setItem(MENU_OPEN_KEY, value ? '0' : '1');
      return !value;
    });
  }, []);
  return [open, toggle];
}
