import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type AdminInfoResponse } from '@granary/contract';
import { formatBytes, formatDuration } from '@/lib/format';
import { formatValue } from '../format-value';

function Card({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" component="section" aria-label={label} sx={{ p: 2.5 }}>
      <Typography variant="overline" color="text.secondary" component="h2">
        {label}
      </Typography>
      <Typography sx={{ fontSize: '2rem', fontWeight: 650, lineHeight: 1.2 }}>{value}</Typography>
    </Paper>
  );
}

/** Spec 2 §2: All buckets, Usage and Total Objects from MinIO's own data, and its servers. */
export function UsageView({ info }: { info: AdminInfoResponse }) {
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, mb: 3 }}>
        <Card label="All buckets" value={formatValue(info.buckets, 'count')} />
        <Card label="Usage" value={formatBytes(info.usage)} />
        <Card label="Total Objects" value={formatValue(info.objects, 'count')} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5, mb: 3 }}>
        MinIO&apos;s usage scanner measures these in the background: new data shows after its next pass.
      </Typography>
      {info.servers.length > 0 && (
        <Paper variant="outlined" component="section" aria-label="Servers" sx={{ p: 2.5 }}>
          <Typography variant="overline" color="text.secondary" component="h2">
            Servers
          </Typography>
          {info.servers.map((server) => (
            <Box key={server.endpoint} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', py: 0.75 }}>
              <Typography sx={{ fontWeight: 600, minWidth: 200 }}>{server.endpoint}</Typography>
              <Typography color={server.state === 'online' ? 'success.main' : 'error.main'}>
                {server.state}
              </Typography>
              {server.uptimeSeconds !== null && (
                <Typography color="text.secondary">up {formatDuration(server.uptimeSeconds)}</Typography>
              )}
              {server.version && <Typography color="text.secondary">{server.version}</Typography>}
            </Box>
          ))}
        </Paper>
      )}
    </>
  );
}
