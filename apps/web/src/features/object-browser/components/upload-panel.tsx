import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Close from '@mui/icons-material/Close';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { memo, useId, useState } from 'react';
import {
  countUploads,
  inViewOrder,
  uploadCountsText,
  uploadPhase,
  type UploadCounts,
  type UploadPhase,
} from '@/features/object-browser/upload-summary';
import type { ClearedUploads, UploadItem } from '@/features/object-browser/use-uploads';

/** About five rows; more scroll inside the panel instead of pushing the file list down. */
const LIST_MAX_HEIGHT = 240;

function progressText({ status, percent }: UploadItem): string {
  if (status === 'failed') return '';
  return status === 'waiting' ? 'Queued' : `${percent}%`;
}

/** One file; `memo` keeps the many unchanged rows out of each progress tick. */
const UploadRow = memo(function UploadRow({ item }: { item: UploadItem }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.75 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap title={item.name} sx={{ whiteSpace: 'pre' }}>
          {item.name}
        </Typography>
        {item.status === 'failed' ? (
          <Typography variant="caption" color="error" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {item.error}
          </Typography>
        ) : (
          <LinearProgress
            variant="determinate"
            value={item.percent}
            aria-label={`Upload of ${item.name}`}
            sx={{ mt: 0.5 }}
          />
        )}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ width: 44, textAlign: 'right' }}>
        {progressText(item)}
      </Typography>
      {item.status === 'done' && (
        <CheckCircleOutline fontSize="small" color="success" aria-label="Uploaded" />
      )}
      {item.status === 'failed' && <ErrorOutline fontSize="small" color="error" aria-label="Failed" />}
    </Box>
  );
});

/**
 * Open while files move or some failed; when the last upload ends well the panel folds to its header.
 * A new batch opens it again. In between the user's own choice holds.
 */
function useOpenWhileNeeded(phase: UploadPhase) {
  const [open, setOpen] = useState(phase !== 'done');
  const [lastPhase, setLastPhase] = useState(phase);
  if (phase !== lastPhase) {
    setLastPhase(phase);
    setOpen(phase !== 'done');
  }
  return [open, setOpen] as const;
}

type HeaderProps = {
  counts: UploadCounts;
  open: boolean;
  bodyId: string;
  onToggle: () => void;
  /** Absent while files still move. */
  onDismiss?: () => void;
};

function PanelHeader({ counts, open, bodyId, onToggle, onDismiss }: HeaderProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 34 }}>
      <Box
        sx={{ flex: 1, minWidth: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}
      >
        <Typography variant="subtitle2" component="h2">
          Uploads
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {uploadCountsText(counts)}
        </Typography>
      </Box>
      <IconButton
        size="small"
        aria-label={open ? 'Collapse uploads' : 'Expand uploads'}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={onToggle}
      >
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </IconButton>
      {onDismiss && (
        <IconButton size="small" aria-label="Clear finished uploads" onClick={onDismiss}>
          <Close fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}

type DoneSummaryProps = {
  count: number;
  shown: boolean;
  listId: string;
  onToggle: () => void;
  onClear: () => void;
};

/** The uploads that went up, as one line: 'n uploaded', to show them or to clear them. */
function DoneSummary({ count, shown, listId, onToggle, onClear }: DoneSummaryProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pt: 0.5 }}>
      <CheckCircleOutline fontSize="small" color="success" aria-hidden />
      <Typography variant="body2" sx={{ flex: 1 }}>
        {count} uploaded
      </Typography>
      <Button
        size="small"
        aria-label={shown ? 'Hide successful uploads' : 'Show successful uploads'}
        aria-expanded={shown}
        aria-controls={listId}
        onClick={onToggle}
      >
        {shown ? 'Hide' : 'Show'}
      </Button>
      <Button size="small" aria-label="Clear successful uploads" onClick={onClear}>
        Clear
      </Button>
    </Box>
  );
}

type UploadPanelProps = {
  items: UploadItem[];
  /** Drops ended uploads: those that went up ('done'), or those and the failed ones (the default). */
  onClear: (which?: ClearedUploads) => void;
};

/**
 * Each file's progress and outcome. Files on their way and failed ones come first and stay in view;
 * the ones that went up fold into one line. The panel folds to its header, by hand or by itself once
 * every upload went up, so that it does not push the file list down.
 */
export function UploadPanel({ items, onClear }: UploadPanelProps) {
  const counts = countUploads(items);
  const phase = uploadPhase(counts);
  const [open, setOpen] = useOpenWhileNeeded(phase);
  const [doneShown, setDoneShown] = useState(false);
  const bodyId = useId();
  const listId = useId();
  if (items.length === 0) return null;
  const clear = (which: ClearedUploads) => {
    setDoneShown(false);
    onClear(which);
  };
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 0.75, mb: 2 }} aria-label="Uploads" role="region">
      <PanelHeader
        counts={counts}
        open={open}
        bodyId={bodyId}
        onToggle={() => setOpen(!open)}
        {...(phase !== 'busy' && { onDismiss: () => clear('finished') })}
      />
      <Collapse in={open} id={bodyId}>
        <Box
          component="ul"
          id={listId}
          sx={{ m: 0, p: 0, listStyle: 'none', maxHeight: LIST_MAX_HEIGHT, overflow: 'auto' }}
        >
          {inViewOrder(items)
            .filter((item) => doneShown || item.status !== 'done')
            .map((item) => (
              <UploadRow key={item.id} item={item} />
            ))}
        </Box>
        {counts.done > 0 && (
          <DoneSummary
            count={counts.done}
            shown={doneShown}
            listId={listId}
            onToggle={() => setDoneShown(!doneShown)}
            onClear={() => clear('done')}
          />
        )}
      </Collapse>
    </Paper>
  );
}
