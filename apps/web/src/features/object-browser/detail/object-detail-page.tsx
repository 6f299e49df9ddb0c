import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type ObjectEntry, type ObjectInfo } from '@granary/contract';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { formatBytes, formatDateTime } from '@/lib/format';
import { baseName } from '@/features/object-browser/browser-path';
import { BrowserBreadcrumbs } from '@/features/object-browser/components/browser-breadcrumbs';
import { useRewindDate } from '@/features/object-browser/rewind/rewind-state';
import { useObjectInfo } from '@/features/object-browser/api/get-object-info';
import { useObjectVersions } from '@/features/object-browser/api/list-object-versions';
import type { ObjectTarget } from '@/features/object-browser/api/object-target';
import { ObjectDetailActions } from './object-detail-actions';
import { objectDetailErrorText } from './object-detail-error';
import { ObjectDetailsPanel } from './object-details-panel';
import { ObjectVersionsPanel } from './object-versions-panel';
import { VersionBanner } from './version-banner';
import { versionAt } from './version-numbers';

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

/** Whether the version shown is the one in force at the rewind date (then the page is part of the rewind). */
function isRewound(info: ObjectInfo | undefined, versions: ObjectEntry[] | undefined, date: string | null) {
  if (!info || !versions || date === null) return false;
  return versionAt(versions, date)?.version_id === info.version_id;
}

type ObjectDetailPageProps = { bucket: string; objectKey: string; versionId?: string | undefined };

/**
 * Object detail: actions, and a side menu with Details and Versions (spec 1 §2.8). With a version id
 * the page shows, changes and deletes that version; without one, the current object.
 */
export function ObjectDetailPage({ bucket, objectKey, versionId }: ObjectDetailPageProps) {
  const target = { bucket, key: objectKey, versionId };
  const info = useObjectInfo(target);
  const rewindDate = useRewindDate(bucket);
  const versions = useObjectVersions(bucket, objectKey, versionId !== undefined || rewindDate !== null);
  const data = info.data;
  const rewound = isRewound(data, versions.data, rewindDate);
  return (
    <>
      <BrowserBreadcrumbs bucket={bucket} prefix={objectKey} rewindDate={rewound ? rewindDate : null} />
      <PageHeader
        title={baseName(objectKey)}
        subtitle={
          data && (
            <>
              {summary(data)}
              {data.is_delete_marker && (
                <Chip component="span" size="small" label="Delete marker" sx={{ ml: 1 }} />
              )}
            </>
          )
        }
        actions={
          data && (
            <ObjectDetailActions bucket={bucket} info={data} versionId={versionId} versions={versions.data} />
          )
        }
      />
      <VersionBanner
        bucket={bucket}
        objectKey={objectKey}
        versionId={versionId}
        info={data}
        versions={versions.data}
        rewound={rewound}
      />
      {info.isPending && <Skeleton variant="rounded" height={240} />}
      {info.isError && (
        <Alert severity="warning">{objectDetailErrorText(info.error, objectKey, versionId)}</Alert>
      )}
      {data && (
        <DetailSections
          target={{ ...target, versionId: data.version_id }}
          info={data}
          paged={versionId !== undefined}
        />
      )}
    </>
  );
}

type DetailSectionsProps = {
  target: ObjectTarget & { versionId: string };
  info: ObjectInfo;
  /** The page names a version: its key has versions even when this one is the 'null' version. */
  paged: boolean;
};

/** The side menu (Details, Versions) and the chosen section, both about the version shown. */
function DetailSections({ target, info, paged }: DetailSectionsProps) {
  const [section, setSection] = useState<Section>('details');
  const versioned = paged || info.version_id !== 'null';
  return (
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
          <ObjectDetailsPanel target={target} info={info} />
        ) : (
          <ObjectVersionsPanel
            bucket={target.bucket}
            objectKey={target.key}
            shownVersionId={target.versionId}
          />
        )}
      </Box>
    </Paper>
  );
}
