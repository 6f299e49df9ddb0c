import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { browserCrumbs, type Crumb } from '@granary/contract';
import { formatRewindDate } from '@/features/object-browser/rewind/rewind-date';

type BrowserBreadcrumbsProps = {
  bucket: string;
  prefix: string;
  /** The rewind date (ISO) when rewind is on: shown as '(Rewind: date)' after the route (spec 1 §2.8). */
  rewindDate?: string | null;
};

/** 'All Buckets' › bucket › each folder of the route; the last one is the current page. */
export function BrowserBreadcrumbs({ bucket, prefix, rewindDate }: BrowserBreadcrumbsProps) {
  const crumbs = browserCrumbs(bucket, prefix);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1, mb: 1.5 }}>
      <Trail crumbs={crumbs} />
      {rewindDate && (
        <Typography color="warning.main" sx={{ fontWeight: 500 }} data-testid="rewind-crumb">
          (Rewind: {formatRewindDate(rewindDate)})
        </Typography>
      )}
    </Box>
  );
}

function Trail({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <Breadcrumbs aria-label="Breadcrumb" maxItems={8} sx={{ wordBreak: 'break-all' }}>
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 ? (
          <Typography key={crumb.to} color="text.primary" aria-current="page">
            {crumb.label}
          </Typography>
        ) : (
          <Link key={crumb.to} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
            {crumb.label}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
