import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { DataTable } from '@/components/data-table';
import { formatError } from '@/lib/error-message';
import { useAuditSearch, type AuditCriteria } from '../api/search-audit';
import { auditColumns } from './audit-columns';
import { AuditDeliveryNotices } from './audit-delivery-notices';
import { AuditFilters } from './audit-filters';
import { ColumnSelector } from './column-selector';

const defaultColumns = auditColumns.filter((column) => column.shownByDefault).map((column) => column.id);

/** The Audit Logs tab: search Granary's store of MinIO's audit records (spec 2 §2, §4). */
export function AuditLogsTab() {
  const [criteria, setCriteria] = useState<AuditCriteria | null>(null);
  const [run, setRun] = useState(0);
  const [order, setOrder] = useState<AuditCriteria['order']>('timeDesc');
  const [shown, setShown] = useState(defaultColumns);
  const { query, records, loadMore } = useAuditSearch(criteria, run);
  const columns = useMemo(() => auditColumns.filter((column) => shown.includes(column.id)), [shown]);

  // Get Information and a new sort direction both start again from the first page.
  const search = (next: AuditCriteria) => {
    setCriteria(next);
    setRun((value) => value + 1);
  };
  const flipOrder = () => {
    const next = order === 'timeDesc' ? 'timeAsc' : 'timeDesc';
    setOrder(next);
    if (criteria) search({ ...criteria, order: next });
  };

  return (
    <>
      <AuditDeliveryNotices />
      <AuditFilters order={order} onSearch={search} busy={query.isFetching && !query.isFetchingNextPage} />
      {query.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {formatError(query.error).message}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, mb: 1, justifyContent: 'flex-end' }}>
        <Button
          onClick={flipOrder}
          startIcon={order === 'timeDesc' ? <ArrowDownward /> : <ArrowUpward />}
          aria-label={`Sort by time, ${order === 'timeDesc' ? 'newest' : 'oldest'} first`}
        >
          {order === 'timeDesc' ? 'Newest first' : 'Oldest first'}
        </Button>
        <ColumnSelector columns={auditColumns} shown={shown} onChange={setShown} />
      </Box>
      <DataTable
        aria-label="Audit log"
        rows={records}
        columns={columns}
        getRowId={(record) => record.id}
        loading={query.isPending && criteria !== null}
        onEndReached={loadMore}
        emptyMessage={
          criteria === null
            ? 'Choose the criteria and press Get Information'
            : 'There is no information with this criteria'
        }
      />
    </>
  );
}
