import GavelOutlined from '@mui/icons-material/GavelOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { AgplDetailsDialog } from './agpl-details-dialog';

/** Without a license: the server's open-source license and a way to read what it means. */
export function OpenSourceLicense() {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Box
          sx={{
            width: 40,
            height: 40,
            flexShrink: 0,
            borderRadius: '50%',
            display: { xs: 'none', sm: 'grid' },
            placeItems: 'center',
            bgcolor: 'action.hover',
            color: 'text.secondary',
          }}
        >
          <GavelOutlined />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h2" id={headingId} sx={{ mb: 1 }}>
            Open Source License
          </Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            The MinIO server this console manages is open-source software, released under the GNU Affero
            General Public License v3.0 (AGPLv3).
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            No commercial license is registered with this console, so the AGPLv3&apos;s terms apply to using,
            changing and sharing the server. The commercial plans below offer it on other terms, with support.
          </Typography>
          <Button variant="outlined" onClick={() => setOpen(true)}>
            License details
          </Button>
        </Box>
      </Box>
      {open && <AgplDetailsDialog onClose={() => setOpen(false)} />}
    </Paper>
  );
}
