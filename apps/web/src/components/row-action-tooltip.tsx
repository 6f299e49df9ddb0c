import Tooltip from '@mui/material/Tooltip';
import { useState, type FocusEvent, type PointerEvent } from 'react';

type Tip = { anchor: HTMLElement; label: string };

/** The row action button an event happened in, if any and usable. */
function actionButtonOf(target: EventTarget | null): HTMLButtonElement | null {
  const button = target instanceof Element ? target.closest('button[data-action]') : null;
  return button instanceof HTMLButtonElement && !button.disabled ? button : null;
}

/**
 * One tooltip for all of a table's row action buttons, which are plain buttons: it follows the button
 * under the pointer or with keyboard focus, and shows the button's label (its accessible name). Give
 * `handlers` to the row group and render `tooltip` once.
 */
export function useRowActionTooltip() {
  const [tip, setTip] = useState<Tip | null>(null);
  const show = (button: HTMLButtonElement | null) => {
    if (button === tip?.anchor) return;
    const label = button?.getAttribute('aria-label') ?? '';
    const denied = button?.getAttribute('data-denied');
    setTip(button ? { anchor: button, label: denied ? `${label}: ${denied}` : label } : null);
  };
  const handlers = {
    onPointerOver: (event: PointerEvent) => show(actionButtonOf(event.target)),
    onPointerLeave: () => setTip(null),
    onFocus: (event: FocusEvent) => {
      if (event.target.matches(':focus-visible')) show(actionButtonOf(event.target));
    },
    onBlur: () => setTip(null),
  };
  // A row scrolled out of the table takes its button with it: no tooltip left pointing at nothing.
  const anchor = tip?.anchor.isConnected ? tip.anchor : null;
  const tooltip = (
    <Tooltip
      open={anchor !== null}
      title={anchor ? tip?.label : ''}
      disableInteractive
      disableHoverListener
      disableFocusListener
      disableTouchListener
      slotProps={{ popper: { anchorEl: anchor } }}
    >
      <span aria-hidden="true" style={{ display: 'none' }} />
    </Tooltip>
  );
  return { handlers, tooltip };
}
