import { useCallback, useState } from 'react';

const MENU_OPEN_KEY = 'silo.menuOpen';

/** The side menu's open flag: open by default, remembered across reloads. */
export function useMenuOpen(): [boolean, () => void] {
  const [open, setOpen] = useState(() => localStorage.getItem(MENU_OPEN_KEY) !== '0');
  const toggle = useCallback(() => {
    setOpen((value) => {
      localStorage.setItem(MENU_OPEN_KEY, value ? '0' : '1');
      return !value;
    });
  }, []);
  return [open, toggle];
}
