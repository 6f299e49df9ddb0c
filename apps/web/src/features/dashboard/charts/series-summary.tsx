import Box from '@mui/material/Box';
import type { WidgetResult } from '@granary/contract';
import { visuallyHidden } from '@/components/visually-hidden';
import { formatValue } from '../format-value';
import { lastValues } from './series-data';

/**
 * What a chart draws, as text: each series' latest value, for screen readers. The table sits in a
 * hidden box rather than being hidden itself: a table is never narrower than its content, so on its
 * own it stuck out past the page and made it scroll sideways.
 */
export function SeriesSummary({ widget }: { widget: WidgetResult }) {
  return (
    <Box sx={visuallyHidden}>
      <table>
        <caption>{widget.title}: latest values</caption>
        <tbody>
          {lastValues(widget.series).map((series) => (
            <tr key={series.label}>
              <th scope="row">{series.label}</th>
              <td>{formatValue(series.value, widget.unit)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
