import Box from '@mui/material/Box';
import type { WidgetResult } from '@granary/contract';
import { visuallyHidden } from '@/components/visually-hidden';
import { formatValue } from '../format-value';
import { lastValues } from './series-data';

/** What a chart draws, as text: each series' latest value, for screen readers. */
export function SeriesSummary({ widget }: { widget: WidgetResult }) {
  return (
    <Box component="table" sx={visuallyHidden}>
      <caption>{widget.title}: latest values</caption>
      <tbody>
        {lastValues(widget.series).map((series) => (
          <tr key={series.label}>
            <th scope="row">{series.label}</th>
            <td>{formatValue(series.value, widget.unit)}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
