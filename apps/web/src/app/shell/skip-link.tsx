import Link from '@mui/material/Link';

/** The page's main region, where the skip link leads. */
export const mainId = 'main';

/**
 * WCAG 2.4.1: the first thing Tab reaches, hidden until then, so a keyboard user can pass over the menu
 * and the top bar to the page itself.
 */
export function SkipLink() {
  return (
    <Link
      href={`#${mainId}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(mainId)?.focus();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus-visible': {
          transform: 'none',
          outline: (theme) => `2px solid ${theme.palette.primary.main}`,
        },
      }}
    >
      Skip to content
    </Link>
  );
}
