import Edit from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ObjectInfo, type ObjectInfoPart } from '@granary/contract';
import { useState, type ReactNode } from 'react';
import { TabSection } from '@/components/tab-section';
import { formatBytes, formatDateTime } from '@/lib/format';
import { notAllowedText } from '@/lib/has-permission';
import type { ObjectTarget } from '@/features/object-browser/api/object-target';
import { useObjectDenials } from './object-denials';
import { ObjectTags } from './object-tags';
import { SetLegalHoldDialog } from './set-legal-hold-dialog';
import { SetRetentionDialog } from './set-retention-dialog';

type ObjectDetailsPanelProps = { target: ObjectTarget; info: ObjectInfo };

const titleCase = (text: string) => text.charAt(0) + text.slice(1).toLowerCase();

const refused = (info: ObjectInfo, part: ObjectInfoPart) =>
  info.not_allowed.includes(part) || info.not_allowed.includes('object_lock');

function legalHoldText(info: ObjectInfo): string {
  if (refused(info, 'legal_hold')) return notAllowedText;
  if (info.version_id === 'null' || !info.object_lock) return 'Disabled';
  return info.legal_hold_status === 'ON' ? 'On' : 'Off';
}

function retentionText(info: ObjectInfo): string {
  if (refused(info, 'retention')) return notAllowedText;
  if (info.retention_mode === '') return 'Undefined';
  return `${titleCase(info.retention_mode)} until ${formatDateTime(info.retention_until_date)}`;
}

type SettingProps = {
  label: string;
  value: string;
  editLabel: string;
  onEdit?: (() => void) | undefined;
  /** The policy refuses the change: the button is shown disabled and says why. */
  deniedBy: string | undefined;
};

/** One labelled value with its edit button (hidden when the setting cannot be changed). */
function Setting({ label, value, editLabel, onEdit, deniedBy }: SettingProps) {
  return (
    <Box>
      <Typography variant="subtitle2">{label}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 36 }}>
        <Typography variant="body2" aria-label={label}>
          {value}
        </Typography>
        {onEdit && (
          <Tooltip title={deniedBy ? `${editLabel}: ${deniedBy}` : editLabel}>
            <span>
              <IconButton size="small" aria-label={editLabel} onClick={onEdit} disabled={Boolean(deniedBy)}>
                <Edit fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        )}
      </Box>
    </Box>
  );
}

function NameValueTable({ label, rows }: { label: string; rows: [string, ReactNode][] }) {
  return (
    <Paper variant="outlined">
      <Table size="small" aria-label={label}>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={2}>None</TableCell>
            </TableRow>
          )}
          {rows.map(([name, value]) => (
            <TableRow key={name}>
              <TableCell component="th" sx={{ width: '35%', fontWeight: 600 }}>
                {name}
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

function facts(info: ObjectInfo): [string, ReactNode][] {
  if (info.is_delete_marker)
    return [
      ['Name', info.name],
      ['Deleted', formatDateTime(info.last_modified)],
      ['Version ID', info.version_id],
    ];
  return [
    ['Name', info.name],
    ['Size', formatBytes(info.size)],
    ['Last Modified', formatDateTime(info.last_modified)],
    ['ETag', info.etag],
    ['Version ID', info.version_id],
  ];
}

/** Details: legal hold, retention, tags and the metadata table. */
export function ObjectDetailsPanel({ target, info }: ObjectDetailsPanelProps) {
  const [editing, setEditing] = useState<'retention' | 'legal-hold' | null>(null);
  const denied = useObjectDenials(target.bucket, info.name, target.versionId !== undefined);
  const lockable =
    info.object_lock &&
    info.version_id !== 'null' &&
    !info.is_delete_marker &&
    !info.not_allowed.includes('object_lock');
  return (
    <TabSection title="Details">
      <NameValueTable label="Object" rows={facts(info)} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <Setting
          label="Legal Hold"
          value={legalHoldText(info)}
          editLabel="Set Legal Hold"
          onEdit={lockable ? () => setEditing('legal-hold') : undefined}
          deniedBy={denied.legalHold}
        />
        <Setting
          label="Retention"
          value={retentionText(info)}
          editLabel="Set Retention Policy"
          onEdit={lockable ? () => setEditing('retention') : undefined}
          deniedBy={denied.retention}
        />
      </Box>
      <Box>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          Tags
        </Typography>
        {info.not_allowed.includes('tags') ? (
          <Typography variant="body2" aria-label="Tags">
            {notAllowedText}
          </Typography>
        ) : (
          <ObjectTags
            target={target}
            tags={info.tags}
            disabled={info.is_delete_marker}
            deniedBy={denied.tags}
          />
        )}
      </Box>
      <Box>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          Object Metadata
        </Typography>
        <NameValueTable label="Metadata" rows={Object.entries(info.user_metadata)} />
      </Box>
      {editing === 'retention' && (
        <SetRetentionDialog target={target} info={info} onClose={() => setEditing(null)} />
      )}
      {editing === 'legal-hold' && (
        <SetLegalHoldDialog target={target} info={info} onClose={() => setEditing(null)} />
      )}
    </TabSection>
  );
}
