import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TenantDetail } from '@granary/contract';
import { FactsList } from '@/components/facts-list';
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
      <Box sx={{ px: 2.5, py: 2 }}>
        <FactsList
          aria-label="Features"
          facts={features(detail).map(([label, state]) => [label, <StateChip key={label} state={state} />])}
        />
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
