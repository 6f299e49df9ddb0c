import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type HealItem, type HealProgress } from '@granary/contract';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { HealthChart } from './health-chart';
import { formatBytes, formatCount } from '@/lib/format';

export type HealItemRow = HealItem & { id: number };

/** Which drives changed, by their last path segment: "d3 missing → ok". */
const driveChanges = (item: HealItem) =>
  item.drives
    .filter((drive) => drive.before !== 'ok' || drive.after !== 'ok')
    .map(
      (drive) =>
        `${drive.endpoint.split('/').filter(Boolean).at(-1) ?? drive.endpoint} ${drive.before} → ${drive.after}`,
    )
    .join(', ');

const columns: DataTableColumn<HealItemRow>[] = [
  { id: 'name', header: 'Item', width: 'minmax(220px, 2fr)', cell: (row) => row.name },
  { id: 'type', header: 'Type', width: 90, cell: (row) => row.type },
  {
    id: 'size',
    header: 'Size',
    width: 100,
    cell: (row) => (row.type === 'object' ? formatBytes(row.size) : ''),
  },
  { id: 'before', header: 'Before', width: 90, cell: (row) => row.before },
  { id: 'after', header: 'After', width: 90, cell: (row) => row.after },
  { id: 'drives', header: 'Drives', width: 'minmax(200px, 2fr)', cell: driveChanges },
];

type HealResultsProps = { progress: HealProgress; items: HealItemRow[]; itemsLeftOut: number };

/** Spec 2 §2: the chart, the summary lines, and the items that were or stay short of drives. */
export function HealResults({ progress, items, itemsLeftOut }: HealResultsProps) {
  const lines: [string, string][] = [
    ['Size scanned', formatBytes(progress.bytesScanned)],
    ['Objects healed', `${progress.objectsHealed} / ${progress.objectsScanned}`],
    ['Items healed', `${progress.itemsHealed} / ${progress.itemsScanned}`],
    ['Healing time', `${progress.healDuration}s`],
  ];
  return (
    <>
      <Paper
        variant="outlined"
        sx={{ p: 2, mb: 2, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}
      >
        <HealthChart
          before={progress.healthBeforeCols}
          after={progress.healthAfterCols}
          total={progress.itemsScanned}
        />
        <Box component="dl" aria-label="Heal summary" sx={{ m: 0, alignSelf: 'center' }}>
          <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
            {progress.summary === 'finished' ? 'Heal finished.' : 'Healing…'}
          </Typography>
          {lines.map(([term, value]) => (
            <Box key={term} sx={{ display: 'flex', gap: 1, py: 0.5 }}>
              <Typography component="dt" color="text.secondary" sx={{ minWidth: 130 }}>
                {term}:
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        Items short of drives, before or after
        {itemsLeftOut > 0 && ` (${formatCount(itemsLeftOut)} more not listed)`}
      </Typography>
      <DataTable
        aria-label="Items short of drives"
        rows={items}
        columns={columns}
        getRowId={(row) => String(row.id)}
        emptyMessage="Every item scanned so far had all its drives."
      />
    </>
  );
}
