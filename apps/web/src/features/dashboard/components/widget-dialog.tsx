import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { WidgetResult } from '@granary/contract';
import { InfoDialog } from '@/components/info-dialog';
import { fullTime } from '../charts/series-data';
import { WidgetChart } from './widget-chart';

/** A widget's series over the chosen range, large enough to read every line. */
export function WidgetDialog({ widget, onClose }: { widget: WidgetResult; onClose: () => void }) {
  return (
    <InfoDialog title={widget.title} onClose={onClose} maxWidth="lg">
      <Typography variant="body2" color="text.secondary">
        {fullTime(widget.start)} – {fullTime(widget.end)}, a point every {widget.step} s
      </Typography>
      <Box sx={{ height: { xs: 320, md: 480 } }}>
        <WidgetChart widget={widget} large />
      </Box>
    </InfoDialog>
  );
}
