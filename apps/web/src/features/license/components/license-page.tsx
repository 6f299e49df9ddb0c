import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment, useId } from 'react';
import { PageHeader } from '@/components/page-header';
import { policyLinks } from '../links';
import { ExternalLink } from './external-link';
import { OpenSourceLicense } from './open-source-license';
import { PlanComparison } from './plan-comparison';

/**
 * /license without a license (spec 3 §2): the open-source license MinIO runs under, the plans compared,
 * and MinIO's compliance and trademark policies. Activation and refresh come with operator mode.
 */
export function LicensePage() {
  const plansHeadingId = useId();
  return (
    <>
      <PageHeader
        title="License"
        subtitle="The license the MinIO server runs under, and the plans it is offered in."
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 4 }}>
        <OpenSourceLicense />
        <Box>
          <Typography variant="h2" id={plansHeadingId} sx={{ mb: 0.5 }}>
            Compare plans
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            MinIO sets the prices and terms of the commercial plans; its pricing page has the current ones.
          </Typography>
          <PlanComparison labelledBy={plansHeadingId} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          MinIO&apos;s policies:{' '}
          {policyLinks.map((link, index) => (
            <Fragment key={link.href}>
              {index > 0 && ' · '}
              <ExternalLink href={link.href}>{link.label}</ExternalLink>
            </Fragment>
          ))}
        </Typography>
      </Box>
    </>
  );
}
