import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { TenantDetail, TenantDetailPool } from '@granary/contract';
import type { ReactNode } from 'react';
import { FactsList } from '@/components/facts-list';
import { SummaryCard } from '@/components/summary-card';
import { formatBytes, formatCount, formatDateTime } from '@/lib/format';
import { healthWords } from '@/features/tenants/components/health-dot';
import { TenantFeatures } from './tenant-features';
import { TenantUsed } from './tenant-used';

const notReported = 'Not reported yet';

const bytesOr = (bytes: number | undefined, otherwise: string) =>
  bytes !== undefined && bytes > 0 ? formatBytes(bytes) : otherwise;

const countOr = (count: number | undefined) => (count === undefined ? notReported : formatCount(count));

/** The tenant's own fields (spec 3 §3): what the operator reports, then what the Tenant asks for. */
function tenantFacts(detail: TenantDetail, imageAction: ReactNode): [string, ReactNode][] {
  const image = detail.image || "The operator's default";
  return [
    ['State', detail.currentState || notReported],
    ['Health', healthWords[detail.health_status]],
    [
      'Image',
      imageAction ? (
        <Box
          component="span"
          sx={{ display: 'inline-flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1 }}
        >
          <span>{image}</span>
          {imageAction}
        </Box>
      ) : (
        image
      ),
    ],
    ['Capacity', bytesOr(detail.total_size, 'Not set')],
    ['Used', <TenantUsed key="used" tenant={{ namespace: detail.namespace, name: detail.name }} />],
    ['Servers', formatCount(detail.instance_count)],
    ['Drives', formatCount(detail.volume_count)],
    ['Drives online', countOr(detail.status.drives_online)],
    ['Drives offline', countOr(detail.status.drives_offline)],
    ['Write quorum', countOr(detail.status.write_quorum)],
    ['Created', formatDateTime(detail.creation_date)],
  ];
}

function poolFacts(pool: TenantDetailPool): [string, string][] {
  const drives = pool.servers * pool.volumes_per_server;
  const size = pool.volume_configuration.size;
  return [
    ['Servers', formatCount(pool.servers)],
    ['Drives per server', formatCount(pool.volumes_per_server)],
    ['Drive size', bytesOr(size, 'Not set')],
    ['Pool capacity', bytesOr(drives * size, 'Not set')],
    ['Storage class', pool.volume_configuration.storage_class_name || "The cluster's default"],
    ['Memory request', bytesOr(pool.resources.requests.memory, 'Not set')],
    ['Memory limit', bytesOr(pool.resources.limits.memory, 'Not set')],
  ];
}

function TenantPools({ pools }: { pools: TenantDetailPool[] }) {
  return (
    <SummaryCard title="Pools">
      {pools.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2.5, py: 2 }}>
          The tenant has no pool.
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fill, minmax(280px, 1fr))' },
          gap: 3,
          px: 2.5,
          py: 2,
          '&:empty': { display: 'none' },
        }}
      >
        {pools.map((pool, index) => (
          <Box key={`${index}-${pool.name}`} sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
              {pool.name || `Pool ${index + 1}`}
            </Typography>
            <FactsList facts={poolFacts(pool)} aria-label={`Pool ${pool.name}`} compact />
          </Box>
        ))}
      </Box>
    </SummaryCard>
  );
}

type TenantSummaryProps = {
  detail: TenantDetail | undefined;
  pending: boolean;
  /** Update version's button beside the image. */
  imageAction?: ReactNode;
};

/**
 * The tenant's Summary: its fields, its Features and its pools. While it loads, placeholders; when it
 * could not be read, nothing here (the page says why above).
 */
export function TenantSummary({ detail, pending, imageAction }: TenantSummaryProps) {
  if (!detail) {
    if (!pending) return null;
    return (
      <Box sx={{ display: 'grid', gap: 3 }} aria-busy="true">
        <Skeleton variant="rounded" height={280} />
        <Skeleton variant="rounded" height={160} />
      </Box>
    );
  }
  return (
    <Box
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}
    >
      <SummaryCard title="Tenant">
        <Box sx={{ px: 2.5, py: 2 }}>
          <FactsList facts={tenantFacts(detail, imageAction)} aria-label="Tenant" />
        </Box>
      </SummaryCard>
      <TenantFeatures detail={detail} />
      <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
        <TenantPools pools={detail.pools} />
      </Box>
    </Box>
  );
}
