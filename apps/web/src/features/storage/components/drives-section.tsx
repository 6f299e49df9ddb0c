import FormatPaint from '@mui/icons-material/CleaningServicesOutlined';
import { driveKey, type DirectCsiDrive, type FormatIssue } from '@granary/contract';
import { useState } from 'react';
import type { RowAction } from '@/components/data-table';
import { ListPage, RefreshButton, useListSearch } from '@/components/list-page';
import { TabSection } from '@/components/tab-section';
import { isDirectCsiMissing, useDirectCsiDrives } from '@/features/storage/api/list-drives';
import { DirectCsiMissing } from './direct-csi-missing';
import { driveColumns } from './drive-columns';
import { FormatDrivesDialog } from './format-drives-dialog';
import { FormatErrorsDialog } from './format-errors-dialog';
import { storageRefusals } from './storage-refusals';

const searchText = (drive: DirectCsiDrive) => `${drive.drive} ${drive.node} ${drive.status}`;

/** What the format dialog is open for: the drives, and whether they are all of them. */
type Formatting = { drives: string[]; all: boolean };

/**
 * /storage/drives: DirectCSI's drives with search, Refresh, a checkbox per drive, Format Selected Drives,
 * Format All Drives and a format action per row; without DirectCSI, what to install.
 */
export function DrivesSection({ mayFormat }: { mayFormat: boolean }) {
  const drives = useDirectCsiDrives();
  const list = useListSearch(drives.data?.drives, searchText);
  const [selected, setSelected] = useState<string[]>([]);
  const [formatting, setFormatting] = useState<Formatting | null>(null);
  const [issues, setIssues] = useState<FormatIssue[]>([]);
  const deniedBy = mayFormat ? undefined : storageRefusals.format;
  const all = drives.data?.drives ?? [];

  if (isDirectCsiMissing(drives.error))
    return (
      <TabSection title="Drives">
        <DirectCsiMissing onCheckAgain={() => void drives.refetch()} />
      </TabSection>
    );

  const actions: RowAction<DirectCsiDrive>[] = [
    {
      label: 'Format',
      rowLabel: (drive) => `Format ${drive.drive} on ${drive.node}`,
      icon: <FormatPaint fontSize="small" />,
      onClick: (drive) => setFormatting({ drives: [driveKey(drive)], all: false }),
      deniedBy,
    },
  ];
  return (
    <TabSection title="Drives">
      <ListPage
        search={{ label: 'Search Drives', ...list.search }}
        tools={<RefreshButton query={drives} />}
        buttons={[
          {
            label: 'Format Selected Drives',
            disabled: selected.length === 0,
            deniedBy,
            onClick: () => setFormatting({ drives: selected, all: false }),
          },
          {
            label: 'Format All Drives',
            primary: true,
            disabled: all.length === 0,
            deniedBy,
            onClick: () => setFormatting({ drives: all.map(driveKey), all: true }),
          },
        ]}
        aria-label="Drives"
        rows={list.rows}
        columns={driveColumns}
        getRowId={driveKey}
        selection={{ selected, onChange: setSelected }}
        actions={actions}
        query={drives}
        empty="DirectCSI has found no drives"
        noMatch="No drives match the search"
      >
        {formatting && (
          <FormatDrivesDialog
            drives={formatting.drives}
            all={formatting.all}
            onClose={() => setFormatting(null)}
            onFormatted={(found) => {
              setFormatting(null);
              setSelected([]);
              setIssues(found);
            }}
          />
        )}
        {issues.length > 0 && <FormatErrorsDialog issues={issues} onClose={() => setIssues([])} />}
      </ListPage>
    </TabSection>
  );
}
