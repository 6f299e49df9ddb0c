import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TenantDetail } from '@granary/contract';
import { SummaryCard } from '@/components/summary-card';

type FeatureState = boolean | null;

/** The Features block's entries, in the spec's order (spec 3 §2 Summary). */
function features(detail: TenantDetail): [label: string, state: FeatureState][] {
  return [
    ['Log Search', detail.logEnabled],
    ['Monitoring', detail.monitoringEnabled],
    ['Encryption', detail.encryptionEnabled],
    ['TLS', detail.minioTLS],
    ['OpenID', detail.idpOidcEnabled],
    ['Active Directory', detail.idpAdEnabled],
  ];
}

function StateChip({ state }: { state: FeatureState }) {
  if (state === null) return <Chip size="small" label="Unknown" color="warning" variant="outlined" />;
  return state ? (
    <Chip size="small" label="On" color="success" />
  ) : (
    <Chip size="small" label="Off" variant="outlined" />
  );
}

/** Which of the tenant's features are on; the identity ones are unknown when its configuration is unreadable. */
export function TenantFeatures({ detail }: { detail: TenantDetail }) {
  return (
    <SummaryCard title="Features">
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          alignItems: 'center',
          columnGap: 3,
          rowGap: 1,
          m: 0,
          px: 2.5,
          py: 2,
        }}
      >
        {features(detail).map(([label, state]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Box component="dd" sx={{ m: 0 }}>
              <StateChip state={state} />
            </Box>
          </Box>
        ))}
      </Box>
      {detail.configuration_unreadable && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2.5, pb: 2, overflowWrap: 'anywhere' }}>
          OpenID and Active Directory are unknown: the tenant&apos;s configuration could not be read.{' '}
          {detail.configuration_unreadable}
        </Typography>
      )}
    </SummaryCard>
  );
}
