import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Typography from '@mui/material/Typography';
import type { License } from '@granary/contract';
import { LicenseFacts } from '@/components/license-facts';
import { LicenseCard } from './license-card';

/** With a license (spec 3 §2): the commercial license's organization, capacity, expiry, plan and requester. */
export function CommercialLicense({ license }: { license: License }) {
  return (
    <LicenseCard icon={<WorkspacePremiumOutlined />} iconColor="primary.main" title="Commercial License">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        This console holds a license of MinIO&apos;s subscription, checked against its signature. Its terms
        apply instead of the AGPLv3&apos;s.
      </Typography>
      <LicenseFacts license={license} label="License" />
    </LicenseCard>
  );
}
