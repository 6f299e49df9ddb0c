import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { browserPath } from '../browser-path';

type Crumb = { label: string; to: string };

function crumbsFor(bucket: string, prefix: string): Crumb[] {
  const crumbs: Crumb[] = [
    { label: 'All Buckets', to: '/object-browser' },
    { label: bucket, to: browserPath(bucket) },
  ];
  const segments = prefix.split('/');
  let path = '';
  segments.forEach((segment, index) => {
    const isFolder = index < segments.length - 1;
    path += isFolder ? `${segment}/` : segment;
    if (segment !== '' || isFolder)
      crumbs.push({ label: segment || '(empty)', to: browserPath(bucket, path) });
  });
  return crumbs;
}

/** 'All Buckets' › bucket › each folder of the route; the last one is the current page. */
export function BrowserBreadcrumbs({ bucket, prefix }: { bucket: string; prefix: string }) {
  const crumbs = crumbsFor(bucket, prefix);
  return (
    <Breadcrumbs aria-label="Breadcrumb" maxItems={8} sx={{ mb: 1.5, wordBreak: 'break-all' }}>
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
