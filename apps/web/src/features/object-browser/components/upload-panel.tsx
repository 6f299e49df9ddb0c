import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Close from '@mui/icons-material/Close';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { UploadItem } from '@/features/object-browser/use-uploads';

function UploadRow({ item }: { item: UploadItem }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.75 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap title={item.name} sx={{ whiteSpace: 'pre' }}>
          {item.name}
        </Typography>
        {item.status === 'failed' ? (
          <Typography variant="caption" color="error">
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
      <Typography variant="caption" color="text.secondary" sx={{ width: 40, textAlign: 'right' }}>
        {item.status === 'failed' ? '' : `${item.percent}%`}
      </Typography>
      {item.status === 'done' && (
        <CheckCircleOutline fontSize="small" color="success" aria-label="Uploaded" />
      )}
      {item.status === 'failed' && <ErrorOutline fontSize="small" color="error" aria-label="Failed" />}
    </Box>
  );
}

/** Each file's progress and outcome; finished rows can be cleared. */
export function UploadPanel({ items, onClear }: { items: UploadItem[]; onClear: () => void }) {
  if (items.length === 0) return null;
  const busy = items.some((item) => item.status === 'uploading' || item.status === 'waiting');
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} aria-label="Uploads" role="region">
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 0.5 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {busy ? 'Uploading…' : 'Uploads'}
        </Typography>
        <IconButton size="small" aria-label="Clear finished uploads" onClick={onClear} disabled={busy}>
          <Close fontSize="small" />
        </IconButton>
      </Box>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', maxHeight: 240, overflow: 'auto' }}>
        {items.map((item) => (
          <UploadRow key={item.id} item={item} />
        ))}
      </Box>
    </Paper>
  );
}
