/**
 * Styles that keep an element for screen readers (and tests reading the page) but off the screen. Sizes
 * are strings: in `sx` a bare 1 means 100%, which left a page-wide box sticking out past the edge.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
