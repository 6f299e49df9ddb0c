import Box from '@mui/material/Box';
import { liveSockets, type WatchEvent } from '@granary/contract';
import { useCallback, useMemo, useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { BucketListFailure } from '@/components/bucket-list-failure';
import { FilterForm, fieldRowSx } from '@/components/filter-form';
import { FormBucketSelect } from '@/components/form-bucket-select';
import { FormTextField } from '@/components/form-text-field';
import { LiveFailure, LiveStatusChip, StartStopButton } from '@/components/live-status';
import { PageHeader } from '@/components/page-header';
import { formatBytes, formatDateTimeSeconds } from '@/lib/format';
import { isLiveRunning, useLiveSocket } from '@/lib/live-socket';
import { useZodForm } from '@/lib/use-zod-form';
import { useBuckets } from '@/shared-api/list-buckets';
import { toWatchQuery, watchFormSchema } from '../watch-form';

/** The newest this many changes stay on the page. */
const maxEvents = 5_000;

type WatchRow = WatchEvent & { id: number };

const columns: DataTableColumn<WatchRow>[] = [
  { id: 'time', header: 'Time', width: 190, cell: (row) => formatDateTimeSeconds(row.time) },
  { id: 'size', header: 'Size', width: 110, cell: (row) => formatBytes(row.size) },
  { id: 'type', header: 'Type', width: 'minmax(180px, 1fr)', cell: (row) => row.type },
  { id: 'path', header: 'Path', width: 'minmax(240px, 2fr)', cell: (row) => row.path },
];

/** /watch: a bucket's changes as they happen (spec 2 §2, §4). */
export function WatchPage() {
  const buckets = useBuckets();
  const names = useMemo(() => buckets.data?.buckets.map((bucket) => bucket.name) ?? [], [buckets.data]);
  const schema = useMemo(() => watchFormSchema(names), [names]);
  const form = useZodForm(schema, { bucket: '', prefix: '', suffix: '' });
  const [rows, setRows] = useState<WatchRow[]>([]);
  const [watching, setWatching] = useState<{ path: string; since: string }>();
  const onData = useCallback(
    (event: WatchEvent) =>
      setRows((current) => [{ ...event, id: (current[0]?.id ?? 0) + 1 }, ...current].slice(0, maxEvents)),
    [],
  );
  const { state, start, stop } = useLiveSocket({
    socket: liveSockets.watch,
    onData,
  });
  const running = isLiveRunning(state);
  const submit = form.handleSubmit((values) => {
    setRows([]);
    setWatching({ path: `${values.bucket}/${values.prefix}`, since: new Date().toISOString() });
    start({ query: toWatchQuery(values), params: { bucket: values.bucket } });
  });
  return (
    <>
      <PageHeader title="Watch" actions={<LiveStatusChip state={state} />} />
      <FilterForm label="Watch" onSubmit={submit} sx={{ ...fieldRowSx, mb: 2 }}>
        <FormBucketSelect control={form.control} name="bucket" buckets={names} disabled={running} />
        {(['prefix', 'suffix'] as const).map((name) => (
          <FormTextField
            key={name}
            control={form.control}
            name={name}
            label={name === 'prefix' ? 'Prefix' : 'Suffix'}
            size="small"
            disabled={running}
            sx={{ width: { xs: '100%', sm: 220 } }}
          />
        ))}
        <Box sx={{ flex: 1 }} />
        <StartStopButton running={running} onStop={stop} />
      </FilterForm>
      <BucketListFailure query={buckets} />
      <LiveFailure state={state} />
      <DataTable
        aria-label="Changes"
        rows={rows}
        columns={columns}
        getRowId={(row) => String(row.id)}
        emptyMessage={
          running && watching
            ? `No changes in ${watching.path} since ${formatDateTimeSeconds(watching.since)}: watching`
            : 'No Changes at this time'
        }
      />
    </>
  );
}
