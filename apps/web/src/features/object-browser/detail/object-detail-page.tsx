import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ObjectInfo } from '@silo/contract';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { formatBytes } from '../../../lib/byte-units';
import { formatDateTime } from '../../../lib/dates';
import { formatError } from '../../../lib/error-message';
import { baseName } from '../browser-path';
import { BrowserBreadcrumbs } from '../components/browser-breadcrumbs';
import { useObjectInfo } from './object-detail-api';
import { ObjectDetailActions } from './object-detail-actions';
import { ObjectDetailsPanel } from './object-details-panel';
import { ObjectVersionsPanel } from './object-versions-panel';

/** Spec 1 §9: the side menu's width. */
const SIDE_MENU_WIDTH = 245;

type Section = 'details' | 'versions';

function summary(info: ObjectInfo): string {
  if (info.is_delete_marker)
    return info.last_modified
      ? `Deleted ${formatDateTime(info.last_modified)}`
      : 'The current version is deleted';
  return `${formatBytes(info.size)} · Last modified ${formatDateTime(info.last_modified)}`;
}

type ObjectDetailPageProps = { bucket: string; objectKey: string };

/** Object detail: actions, and a side menu with Details and Versions (spec 1 §2.8). */
export function ObjectDetailPage({ bucket, objectKey }: ObjectDetailPageProps) {
  const target = { bucket, key: objectKey };
  const info = useObjectInfo(target);
  const [section, setSection] = useState<Section>('details');
  const data = info.data;
  const versioned = data !== undefined && data.version_id !== 'null';
  return (
    <>
      <BrowserBreadcrumbs bucket={bucket} prefix={objectKey} />
      <PageHeader
        title={baseName(objectKey)}
        subtitle={
          data && (
            <>
              {summary(data)}
              {data.is_delete_marker && <Chip size="small" label="Delete marker" sx={{ ml: 1 }} />}
            </>
          )
        }
        actions={data && <ObjectDetailActions bucket={bucket} info={data} />}
      />
      {info.isPending && <Skeleton variant="rounded" height={240} />}
      {info.isError && <Alert severity="warning">{formatError(info.error).message}</Alert>}
      {data && (
        <Paper
          variant="outlined"
          sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, overflow: 'hidden' }}
        >
          <Tabs
            orientation="vertical"
            value={section}
            onChange={(_event, value: Section) => setSection(value)}
            aria-label="Object sections"
            sx={{
              width: { md: SIDE_MENU_WIDTH },
              flexShrink: 0,
              borderRight: { md: 1 },
              borderColor: { md: 'divider' },
            }}
          >
            <Tab value="details" label="Details" sx={{ alignItems: 'flex-start' }} />
            <Tab value="versions" label="Versions" disabled={!versioned} sx={{ alignItems: 'flex-start' }} />
          </Tabs>
          <Box role="tabpanel" sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
            {section === 'details' ? (
              <ObjectDetailsPanel target={{ ...target, versionId: data.version_id }} info={data} />
            ) : (
              <ObjectVersionsPanel bucket={bucket} objectKey={objectKey} />
            )}
          </Box>
        </Paper>
      )}
    </>
  );
}
