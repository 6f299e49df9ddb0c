import { useTheme } from '@mui/material/styles';

/**
 * Axis, grid and tooltip colours as the theme's CSS variables, so a chart follows light and dark like
 * the rest of the page.
 */
export function useChartColors() {
  const theme = useTheme();
  const palette = theme.vars?.palette ?? theme.palette;
  return {
    text: palette.text.secondary,
    grid: palette.divider,
    paper: palette.background.paper,
    primaryText: palette.text.primary,
  };
}
