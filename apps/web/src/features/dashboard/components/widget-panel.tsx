import OpenInFull from '@mui/icons-material/OpenInFull';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { WidgetDefinition } from '@granary/contract';
import { useState } from 'react';
import { formatError } from '@/lib/error-message';
import { useWidget, type TimeRange } from '../api/get-widget';
import { WidgetChart } from './widget-chart';
import { WidgetDialog } from './widget-dialog';

/** The handle panels are dragged by: the title bar, so charts keep their own pointer (tooltips). */
export const dragHandleClass = 'widget-drag-handle';

type WidgetPanelProps = { definition: WidgetDefinition; range: TimeRange };

type WidgetQuery = ReturnType<typeof useWidget>;

function Failure({ message, detail }: { message: string; detail?: string }) {
  return (
    <Box role="alert">
      <Typography variant="body2" color="error">
        {message}
      </Typography>
      {detail && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', mt: 0.5, wordBreak: 'break-word' }}
        >
          {detail}
        </Typography>
      )}
    </Box>
  );
}

/** The drawing, or what stands in for it: loading, a failure, or no series in the range. */
function PanelBody({ definition, query }: { definition: WidgetDefinition; query: WidgetQuery }) {
  if (query.isPending) return <Skeleton variant="rounded" height="100%" />;
  if (!query.data) return <Failure {...formatError(query.error)} />;
  const { data } = query;
  if (data.errors.length > 0 && data.series.length === 0)
    return <Failure message="This widget could not be read." detail={data.errors.join('\n')} />;
  const figure = definition.type === 'singleValue' || definition.type === 'singleRep';
  if (!figure && data.series.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No data in this range
      </Typography>
    );
  return <WidgetChart widget={data} />;
}

/** One grid panel: title, the widget's drawing, and a larger view of it. */
export function WidgetPanel({ definition, range }: WidgetPanelProps) {
  const widget = useWidget(definition.id, range);
  const [open, setOpen] = useState(false);
  const chartable = widget.data !== undefined && definition.type !== 'singleValue';
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={definition.title}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <Box
        className={dragHandleClass}
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 0.5,
          cursor: 'grab',
          px: 1.5,
          pt: 1.5,
          pb: 0.5,
        }}
      >
        <Typography
          variant="subtitle2"
          component="h3"
          sx={{ flex: 1, lineHeight: 1.3, fontSize: '0.8125rem' }}
          color="text.secondary"
        >
          {definition.title}
        </Typography>
        {chartable && (
          <IconButton
            size="small"
            aria-label={`Open ${definition.title}`}
            onClick={() => setOpen(true)}
            sx={{ m: -0.5 }}
          >
            <OpenInFull sx={{ fontSize: 14 }} />
          </IconButton>
        )}
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, px: 1.5, pb: 1.5, opacity: widget.isPlaceholderData ? 0.6 : 1 }}>
        <PanelBody definition={definition} query={widget} />
      </Box>
      {open && widget.data && <WidgetDialog widget={widget.data} onClose={() => setOpen(false)} />}
    </Paper>
  );
}
