import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId } from 'react';

export type CodeEditorProps = {
  value: string;
  onChange?: (value: string) => void;
  /** The accessible name of the editing area (and the visible label unless hideLabel). */
  label: string;
  hideLabel?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  /** A validation message shown under the editor; the frame turns red. */
  error?: string;
  /** Editor height in px (it scrolls inside); 320 by default. */
  height?: number;
  /** The text's language, for its highlighting; JSON unless said. */
  language?: 'json' | 'yaml';
};

// CodeMirror lives in its own chunk: only screens that show an editor ever download it.
const LazyView = lazy(() =>
  import('./code-editor-view').then((module) => ({ default: module.CodeEditorView })),
);

/** The shared code editor, JSON or YAML (CodeMirror 6, lazy-loaded; no eval, so it runs under the CSP). */
export function CodeEditor({ label, hideLabel = false, error, height = 320, ...props }: CodeEditorProps) {
  const helperId = useId();
  return (
    <Box>
      {!hideLabel && (
        <Typography component="div" variant="body2" sx={{ fontWeight: 600, mb: 0.75 }}>
          {label}
        </Typography>
      )}
      <Box
        sx={{
          height,
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'background.paper',
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main', boxShadow: 1 },
        }}
      >
        <Suspense fallback={<Skeleton variant="rectangular" height="100%" aria-label={`Loading ${label}`} />}>
          <LazyView label={label} describedBy={helperId} {...props} />
        </Suspense>
      </Box>
      <FormHelperText id={helperId} error={Boolean(error)} role={error ? 'alert' : undefined}>
        {error}
      </FormHelperText>
    </Box>
  );
}
