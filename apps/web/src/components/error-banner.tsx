import Close from '@mui/icons-material/Close';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';

export const ERROR_BANNER_TIMEOUT_MS = 10_000;

type ErrorBannerProps = { message: string; detail?: string; onClose: () => void };

/** A page-level error: hides itself after 10 s (paused while hovered), closable, with Details. */
export function ErrorBanner({ message, detail = '', onClose }: ErrorBannerProps) {
  const [hovered, setHovered] = useState(false);
  const [expanded, setExpanded] = useState(false);

  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  // Restarts the full 10 s after the pointer leaves, so a banner being read never vanishes.
  useEffect(() => {
    if (hovered) return;
    const timer = setTimeout(() => closeRef.current(), ERROR_BANNER_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [hovered]);

  return (
    <Box
      role="alert"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      sx={{
        border: 1,
        borderColor: 'error.main',
        borderLeftWidth: 4,
        borderRadius: 1,
        bgcolor: 'background.paper',
        px: 2,
        py: 1.25,
        boxShadow: '0 8px 24px -12px rgba(16, 24, 40, 0.25)',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <ErrorOutline color="error" fontSize="small" />
        <Typography variant="body2" sx={{ flex: 1, fontWeight: 600, wordBreak: 'break-word' }}>
          {message}
        </Typography>
        {detail && (
          <Button
            size="small"
            color="inherit"
            onClick={() => setExpanded((open) => !open)}
            aria-expanded={expanded}
            endIcon={
              <ExpandMore sx={{ transform: expanded ? 'rotate(180deg)' : 'none', transition: '0.2s' }} />
            }
          >
            Details
          </Button>
        )}
        <IconButton size="small" aria-label="Close" onClick={onClose}>
          <Close fontSize="small" />
        </IconButton>
      </Box>
      {detail && (
        <Collapse in={expanded}>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ pt: 1, pl: 4.5, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
          >
            {detail}
          </Typography>
        </Collapse>
      )}
    </Box>
  );
}
