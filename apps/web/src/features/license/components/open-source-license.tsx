import GavelOutlined from '@mui/icons-material/GavelOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AgplDetailsDialog } from './agpl-details-dialog';
import { LicenseCard } from './license-card';

/** Without a license: the server's open-source license and a way to read what it means. */
export function OpenSourceLicense() {
  const [open, setOpen] = useState(false);
  return (
    <LicenseCard icon={<GavelOutlined />} title="Open Source License">
      <Typography variant="body2" sx={{ mb: 1 }}>
        The MinIO server this console manages is open-source software, released under the GNU Affero General
        Public License v3.0 (AGPLv3).
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        No commercial license is registered with this console, so the AGPLv3&apos;s terms apply to using,
        changing and sharing the server. The commercial plans below offer it on other terms, with support.
      </Typography>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        License details
      </Button>
      {open && <AgplDetailsDialog onClose={() => setOpen(false)} />}
    </LicenseCard>
  );
}
