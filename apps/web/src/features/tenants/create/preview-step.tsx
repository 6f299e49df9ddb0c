import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { GiB, formatBytes, memoryLimit } from '@granary/contract';
import type { SizeCheck } from './use-size-check';
import type { WizardValues } from './wizard-values';

/** Preview Configuration (spec 3 §2): every choice before Create. */
export function PreviewStep({ values, check }: { values: WizardValues; check: SizeCheck }) {
  const { distribution } = check;
  const request = Number(values.memory) * GiB;
  const raw = distribution.ok ? distribution.drives * distribution.driveBytes : 0;
  const rows: [string, string][] = [
    ['Tenant name', values.name],
    ['Namespace', values.namespace],
    ['Storage class', values.storageClass],
    ['Servers', values.servers],
    ['Drives per server', values.drivesPerServer],
    ['Each drive', distribution.ok ? formatBytes(distribution.driveBytes) : '—'],
    ['Raw capacity', formatBytes(raw)],
    [
      'Memory per server',
      `${formatBytes(request)} requested, ${formatBytes(memoryLimit(request, raw))} limit`,
    ],
    ['Erasure code parity', values.parity],
    ['TLS', 'On, with certificates the operator generates'],
    ['Exposed services', 'MinIO and its console'],
    ['Metrics and log search', 'On, 5 Gi of storage each'],
    ['Identity provider', 'Built-in: one user, its keys shown once the tenant is created'],
  ];
  return (
    <Box
      component="dl"
      aria-label="Tenant configuration"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: 1,
        m: 0,
      }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
