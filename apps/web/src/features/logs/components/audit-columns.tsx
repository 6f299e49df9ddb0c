import { type AuditRecord } from '@granary/contract';
import type { DataTableColumn } from '@/components/data-table';
import { formatBytes, formatCount, formatDateTimeSeconds } from '@/lib/format';

const number = (value: number | null) => (value === null ? '' : formatCount(value));
const bytes = (value: number | null) => (value === null ? '' : formatBytes(value));

/** Spec 2 §2: every column of the Audit Logs table, and which show by default. */
export const auditColumns: (DataTableColumn<AuditRecord> & { shownByDefault: boolean })[] = [
  {
    id: 'time',
    header: 'Timestamp',
    cell: (record) => formatDateTimeSeconds(record.time),
    // Wide enough for the seconds in every locale's medium date: who did what when needs them.
    width: 210,
    shownByDefault: true,
  },
  { id: 'kind', header: 'Kind', cell: (record) => record.kind, width: 100, shownByDefault: true },
  { id: 'event', header: 'Event', cell: (record) => record.event ?? '', width: 170, shownByDefault: false },
  {
    id: 'api_name',
    header: 'API Name',
    cell: (record) => record.api_name || '(none)',
    width: 130,
    shownByDefault: true,
  },
  {
    id: 'bucket',
    header: 'Bucket',
    cell: (record) => record.bucket ?? '',
    width: 'minmax(110px, 1fr)',
    shownByDefault: true,
  },
  {
    id: 'object',
    header: 'Object',
    cell: (record) => record.object ?? '',
    width: 'minmax(140px, 1.5fr)',
    shownByDefault: true,
  },
  {
    id: 'user',
    header: 'User',
    // A service account's or STS key acts for its parent user: both, so "who" reads at a glance.
    cell: (record) =>
      record.parent_user && record.parent_user !== record.access_key
        ? `${record.parent_user} (${record.access_key ?? ''})`
        : (record.access_key ?? ''),
    width: 'minmax(110px, 1fr)',
    shownByDefault: true,
  },
  {
    id: 'remote_host',
    header: 'Remote Host',
    cell: (record) => record.remote_host ?? '',
    width: 110,
    shownByDefault: true,
  },
  {
    id: 'request_id',
    header: 'Request ID',
    cell: (record) => record.request_id ?? '',
    // MinIO's request ids are 16 characters: shown whole, so one can be copied and searched.
    width: 185,
    shownByDefault: true,
  },
  {
    id: 'user_agent',
    header: 'User Agent',
    cell: (record) => record.user_agent ?? '',
    width: 'minmax(110px, 1fr)',
    shownByDefault: true,
  },
  {
    id: 'response_status',
    header: 'Response Status',
    cell: (record) => [record.response_status_code, record.response_status].filter(Boolean).join(' '),
    width: 120,
    shownByDefault: true,
  },
  {
    id: 'request_content_length',
    header: 'Request Content Length',
    cell: (record) => bytes(record.request_content_length),
    width: 120,
    shownByDefault: false,
  },
  {
    id: 'response_content_length',
    header: 'Response Content Length',
    cell: (record) => bytes(record.response_content_length),
    width: 120,
    shownByDefault: false,
  },
  {
    id: 'time_to_response_ns',
    header: 'Time to Response NS',
    cell: (record) => number(record.time_to_response_ns),
    width: 150,
    shownByDefault: false,
  },
  {
    id: 'problem',
    header: 'Problem',
    cell: (record) => record.problem ?? '',
    width: 'minmax(160px, 1.5fr)',
    shownByDefault: false,
  },
];
