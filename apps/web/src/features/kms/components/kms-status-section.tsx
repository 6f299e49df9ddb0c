import Typography from '@mui/material/Typography';
import type { KmsEndpoint, KmsStatus } from '@granary/contract';
import { FactsList } from '@/components/facts-list';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { TabSection } from '@/components/tab-section';

function StateText({ state }: { state: KmsEndpoint['state'] }) {
  const online = state === 'online';
  return (
    <Typography variant="body2" sx={{ color: online ? 'success.main' : 'error.main', fontWeight: 600 }}>
      {online ? 'Online' : 'Offline'}
    </Typography>
  );
}

const columns: DataTableColumn<KmsEndpoint>[] = [
  { id: 'url', header: 'Endpoint', cell: (endpoint) => endpoint.url, width: 'minmax(160px, 1fr)' },
  { id: 'state', header: 'State', cell: (endpoint) => <StateText state={endpoint.state} />, width: 110 },
];
const endpointId = (endpoint: KmsEndpoint) => endpoint.url;

type StatusQuery = { data: KmsStatus | undefined; isPending: boolean; error: unknown };

/** Which KMS MinIO uses, its default key, and each endpoint's state as MinIO last saw it. */
export function KmsStatusSection({ query }: { query: StatusQuery }) {
  const status = query.data?.configured ? query.data : undefined;
  return (
    <TabSection title="Status">
      {status && (
        <FactsList
          facts={[
            ['KMS', status.name],
            ['Default key', status.defaultKeyId],
          ]}
          emphasis
        />
      )}
      <DataTable
        aria-label="KMS endpoints"
        rows={status?.endpoints ?? []}
        columns={columns}
        getRowId={endpointId}
        loading={query.isPending}
        error={query.error}
        emptyMessage="MinIO names no endpoint of its KMS"
      />
    </TabSection>
  );
}
