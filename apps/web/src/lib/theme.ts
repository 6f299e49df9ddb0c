import { createTheme } from '@mui/material/styles';

const fontFamily = [
  '"Inter Variable"',
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  'sans-serif',
].join(',');

export const SIDE_MENU_WIDTH = 245;
export const COLOR_MODE_STORAGE_KEY = 'granary.colorMode';

/** Light and dark palettes; the provider follows the OS preference until the user picks one. */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#2f5bea', dark: '#2249c4', light: '#5b7ff0', contrastText: '#ffffff' },
        secondary: { main: '#0f9d8a' },
        // Deep enough for text on white and on the page's grey (WCAG AA 4.5:1; axe checks it in e2e).
        error: { main: '#b42318' },
        warning: { main: '#b54708' },
        success: { main: '#067647' },
        background: { default: '#f5f6f8', paper: '#ffffff' },
        text: { primary: '#141821', secondary: '#5a6372' },
        divider: '#e3e6eb',
      },
    },
    dark: {
      palette: {
        primary: { main: '#7d9bff', dark: '#5b7ff0', light: '#a6bbff', contrastText: '#0b0f1a' },
        secondary: { main: '#3cc9b4' },
        error: { main: '#f97066' },
        warning: { main: '#fdb022' },
        success: { main: '#47cd89' },
        background: { default: '#0e1014', paper: '#16191f' },
        text: { primary: '#e8eaee', secondary: '#9aa3b2' },
        divider: '#262a32',
      },
    },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily,
    h1: { fontSize: '1.5rem', fontWeight: 650, letterSpacing: '-0.015em', lineHeight: 1.3 },
    h2: { fontSize: '1.25rem', fontWeight: 650, letterSpacing: '-0.01em' },
    h3: { fontSize: '1.1rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
    overline: { fontWeight: 600, letterSpacing: '0.08em', fontSize: '0.6875rem' },
  },
  components: {
    // WCAG 2.4.7: a filled button's own focus shade is too faint to see; every control focused from the
    // keyboard gets a ring in the primary colour, set off from it by a gap.
    MuiButtonBase: {
      styleOverrides: {
        root: ({ theme }) => ({
          '&.Mui-focusVisible': {
            outline: `2px solid ${theme.palette.primary.main}`,
            outlineOffset: 2,
          },
        }),
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiPaper: { defaultProps: { elevation: 0 } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiTooltip: { defaultProps: { arrow: true } },
    MuiCssBaseline: {
      styleOverrides: { body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' } },
    },
  },
});
