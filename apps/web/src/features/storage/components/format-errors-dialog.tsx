import Download from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { FormatIssue } from '@granary/contract';
import { DataTable, HEADER_HEIGHT, ROW_HEIGHT, type DataTableColumn } from '@/components/data-table';
import { InfoDialog } from '@/components/info-dialog';
import { saveText } from '@/lib/save-file';

const columns: DataTableColumn<FormatIssue>[] = [
  { id: 'node', header: 'Node', cell: (issue) => issue.node, width: 'minmax(100px, 1fr)' },
  { id: 'drive', header: 'Drive', cell: (issue) => issue.drive, width: 'minmax(100px, 1fr)' },
  {
    id: 'message',
    header: 'Message',
    cell: (issue) => (
      <span title={issue.error} style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {issue.error}
      </span>
    ),
    width: 'minmax(200px, 3fr)',
  },
];

const issueId = (issue: FormatIssue) => `${issue.node}:${issue.drive}`;

/** Spec 3 §2: the drives DirectCSI was not asked to format, and why, with Download and Done. */
export function FormatErrorsDialog({ issues, onClose }: { issues: FormatIssue[]; onClose: () => void }) {
  return (
    <InfoDialog
      title="Format Errors"
      closeLabel="Done"
      maxWidth="md"
      onClose={onClose}
      actions={
        <Button
          variant="outlined"
          startIcon={<Download />}
          onClick={() => saveText(JSON.stringify(issues, null, 2), 'csiFormatErrors.json')}
        >
          Download
        </Button>
      }
    >
      <Typography variant="body2" color="text.secondary">
        {issues.length === 1 ? 'One drive was' : `${issues.length} drives were`} not formatted:
      </Typography>
      <DataTable
        aria-label="Format errors"
        rows={issues}
        columns={columns}
        getRowId={issueId}
        emptyMessage="No errors"
        height={HEADER_HEIGHT + Math.min(issues.length, 8) * ROW_HEIGHT + 2}
      />
    </InfoDialog>
  );
}
