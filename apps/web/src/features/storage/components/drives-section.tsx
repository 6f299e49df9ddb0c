import CleaningServicesOutlined from '@mui/icons-material/CleaningServicesOutlined';
import Box from '@mui/material/Box';
import { driveKey, type DirectCsiDrive, type FormatIssue } from '@granary/contract';
import { useState } from 'react';
import type { RowAction } from '@/components/data-table';
import { RefusableButton } from '@/components/denied-reason';
import { ListPage, RefreshButton, useListSearch } from '@/components/list-page';
import { TabSection } from '@/components/tab-section';
import { isDirectCsiMissing, useDirectCsiDrives } from '@/features/storage/api/list-drives';
import { DirectCsiMissing } from './direct-csi-missing';
import { driveColumns } from './drive-columns';
import { FormatDrivesDialog } from './format-drives-dialog';
import { FormatErrorsDialog } from './format-errors-dialog';
import { storageRefusals } from './storage-refusals';

const searchText = (drive: DirectCsiDrive) => `${drive.drive} ${drive.node} ${drive.status}`;

/** What the format dialog is open for: the drives (node:drive), and whether they are all of them. */
type Formatting = { drives: string[]; all: boolean };

type FormatButtonsProps = {
  selected: string[];
  all: string[];
  deniedBy: string | undefined;
  onFormat: (formatting: Formatting) => void;
};

/** Beside the section's title; on a phone the two stack rather than push the title out. */
function FormatButtons({ selected, all, deniedBy, onFormat }: FormatButtonsProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      <RefusableButton
        variant="outlined"
        deniedBy={deniedBy}
        disabled={selected.length === 0}
        onClick={() => onFormat({ drives: selected, all: false })}
      >
        Format Selected Drives
      </RefusableButton>
      <RefusableButton
        variant="contained"
        deniedBy={deniedBy}
        disabled={all.length === 0}
        onClick={() => onFormat({ drives: all, all: true })}
      >
        Format All Drives
      </RefusableButton>
    </Box>
  );
}

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
      icon: <CleaningServicesOutlined fontSize="small" />,
      onClick: (drive) => setFormatting({ drives: [driveKey(drive)], all: false }),
      deniedBy,
    },
  ];
  const formatButtons = (
    <FormatButtons
      selected={selected}
      all={(drives.data?.drives ?? []).map(driveKey)}
      deniedBy={deniedBy}
      onFormat={setFormatting}
    />
  );
  return (
    <TabSection title="Drives" action={formatButtons}>
      <ListPage
        search={{ label: 'Search Drives', ...list.search }}
        tools={<RefreshButton query={drives} />}
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
            {...formatting}
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
