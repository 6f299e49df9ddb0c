import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { WidgetResult } from '@silo/contract';
import { useId } from 'react';
import { fullTime } from '../charts/series-data';
import { WidgetChart } from './widget-chart';

/** A widget's series over the chosen range, large enough to read every line. */
export function WidgetDialog({ widget, onClose }: { widget: WidgetResult; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{widget.title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {fullTime(widget.start)} – {fullTime(widget.end)}, a point every {widget.step} s
        </Typography>
        <Box sx={{ height: { xs: 320, md: 480 } }}>
          <WidgetChart widget={widget} large />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
