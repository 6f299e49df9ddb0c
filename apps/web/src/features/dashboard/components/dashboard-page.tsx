import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/page-header';
import { useAdminInfo } from '../api/get-admin-info';
import { MetricsDashboard } from './metrics-dashboard';
import { UsageView } from './usage-view';

/** Spec 2 §8. */
export const noWidgetsMessage = 'Widget information could not be retrieved at this time. Please try again';

/**
 * /dashboard and /metrics (the same, without the side menu): the metrics dashboard when Prometheus
 * answers, otherwise the usage view, saying why there are no widgets.
 */
export function DashboardPage({ title }: { title: string }) {
  const info = useAdminInfo();
  return (
    <>
      <PageHeader title={title} />
      {info.isPending && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} variant="rounded" height={104} />
          ))}
        </Box>
      )}
      {info.data?.widgets ? (
        <MetricsDashboard
          widgets={info.data.widgets}
          {...(info.data.prometheus.retentionSeconds !== undefined && {
            retentionSeconds: info.data.prometheus.retentionSeconds,
          })}
        />
      ) : (
        info.data && (
          <>
            {info.data.prometheus.problem && (
              <Alert severity="warning" sx={{ mb: 2 }}>
                <AlertTitle>{noWidgetsMessage}</AlertTitle>
                {info.data.prometheus.problem}
              </Alert>
            )}
            <UsageView info={info.data} />
            {!info.data.prometheus.configured && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                Metrics over time appear here when Granary is given a Prometheus that scrapes MinIO
                (CONSOLE_PROMETHEUS_URL).
              </Typography>
            )}
          </>
        )
      )}
    </>
  );
}
