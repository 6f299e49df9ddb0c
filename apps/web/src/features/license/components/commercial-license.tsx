import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { License } from '@granary/contract';
import { useId } from 'react';
import { LicenseFacts } from '@/components/license-facts';

/** With a license (spec 3 §2): the commercial license's organization, capacity, expiry, plan and requester. */
export function CommercialLicense({ license }: { license: License }) {
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
            color: 'primary.main',
          }}
        >
          <WorkspacePremiumOutlined />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h2" id={headingId} sx={{ mb: 1 }}>
            Commercial License
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            This console holds a license of MinIO&apos;s subscription, checked against its signature. Its
            terms apply instead of the AGPLv3&apos;s.
          </Typography>
          <LicenseFacts license={license} label="License" />
        </Box>
      </Box>
    </Paper>
  );
}
