import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { observeElementRect, useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { actionsCellSx, cellSx, DataTableRow, ROW_HEIGHT, rowsSx, type RowEvents } from './data-table-row';
import { tableFailure } from '@/lib/error-message';
import { useRowActionTooltip } from './row-action-tooltip';
import { visuallyHidden } from './visually-hidden';

/** Table geometry (spec 1 §9). */
export { ROW_HEIGHT };
export const HEADER_HEIGHT = 40;
export const OVERSCAN = 10;
export const ACTION_WIDTH = 45;
export const MIN_ACTIONS_WIDTH = 80;
const SELECTION_WIDTH = 48;

export type DataTableColumn<Row> = {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** A number is pixels; a string is any CSS grid track ('2fr', '30%'); default shares the rest. */
  width?: number | string;
};

export type RowAction<Row> = {
  label: string;
  /** The accessible name and tooltip for one row, when it names the row ('Edit X Configuration'). */
  rowLabel?: (row: Row) => string;
  icon: ReactNode;
  onClick: (row: Row) => void;
  disabled?: (row: Row) => boolean;
  /** Why the user's policy refuses it on every row: shown disabled, the tooltip says why. */
  deniedBy?: string | undefined;
};

export type DataTableProps<Row> = {
  rows: Row[];
  columns: DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  actions?: RowAction<Row>[];
  onRowClick?: (row: Row) => void;
  selection?: { selected: string[]; onChange: (ids: string[]) => void };
  loading?: boolean;
  emptyMessage: string;
  /** Why the rows could not be loaded: said here, once, in place of the empty message. */
  error?: unknown;
  /** Shown instead of 'Loading…' while the first rows load (e.g. a slow-load notice). */
  loadingMessage?: ReactNode;
  /** Called when the rows near the end come into view: the place to load the next page. */
  onEndReached?: () => void;
  /** Called with the index of the last row in view whenever it changes (-1 with no rows): to read ahead. */
  onRowsInView?: (lastRowInView: number) => void;
  /** Fixed height of the scrolling area; by default it grows with the rows up to the viewport. */
  height?: number;
  'aria-label': string;
};

export function actionsColumnWidth(count: number): number {
  return Math.max(MIN_ACTIONS_WIDTH, ACTION_WIDTH * count);
}

function track(width: number | string | undefined): string {
  if (typeof width === 'number') return `${width}px`;
  return width ?? 'minmax(120px, 1fr)';
}

function gridTemplate<Row>(props: DataTableProps<Row>): string {
  const tracks = props.columns.map((column) => track(column.width));
  if (props.selection) tracks.unshift(`${SELECTION_WIDTH}px`);
  if (props.actions?.length) tracks.push(`${actionsColumnWidth(props.actions.length)}px`);
  return tracks.join(' ');
}

const progressSx = { position: 'absolute', top: 0, left: 0, right: 0, zIndex: 3, height: 2 } as const;

/**
 * How many rows are ticked. The scan ends once every ticked id is found, so a few ticked rows near
 * the top cost those rows, not all of them; it runs when the rows or the ticks change (or getRowId,
 * so a big table passes a stable one), not on scroll.
 */
function countSelected<Row>(rows: Row[], selected: ReadonlySet<string>, getRowId: (row: Row) => string) {
  if (selected.size === 0) return 0;
  let count = 0;
  for (const row of rows) {
    if (selected.has(getRowId(row))) count += 1;
    if (count === selected.size) break;
  }
  return count;
}

const noIds: string[] = [];
// One empty list for every render: a new [] each time would render every memoized row again.
const noActions: never[] = [];

/**
 * The one list table: virtualized rows, optional selection checkboxes and per-row icon actions. Work
 * per render is proportional to the rows in view: cells are built for those rows only, and nothing
 * walks all rows on scroll (a folder may hold 100,000).
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { rows, columns, getRowId, actions = noActions, onRowClick, selection, loading = false } = props;
  const scrollRef = useRef<HTMLDivElement>(null);

  // Keyed by index (the default): a key function would be called for every row on each render.
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler in this app
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    observeElementRect: observeRectOrFallback(props.height),
  });
  const virtualItems = virtualizer.getVirtualItems();

  const lastRendered = virtualItems.at(-1)?.index ?? -1;
  const { onEndReached, onRowsInView } = props;
  useEffect(() => {
    if (onEndReached && rows.length > 0 && lastRendered >= rows.length - 1 - OVERSCAN) onEndReached();
  }, [onEndReached, lastRendered, rows.length]);
  // The range is the rows in view, without the overscan (set by getVirtualItems above).
  const lastInView = rows.length > 0 ? (virtualizer.range?.endIndex ?? -1) : -1;
  useEffect(() => {
    onRowsInView?.(lastInView);
  }, [onRowsInView, lastInView]);

  const template = gridTemplate(props);
  const ticked = selection?.selected ?? noIds;
  const selected = useMemo(() => new Set(ticked), [ticked]);
  const selectedCount = useMemo(() => countSelected(rows, selected, getRowId), [rows, selected, getRowId]);
  const allSelected = rows.length > 0 && selectedCount === rows.length;

  const toggle = (id: string) =>
    selection?.onChange(selected.has(id) ? ticked.filter((item) => item !== id) : [...ticked, id]);
  const toggleAll = () => {
    const ids = rows.map(getRowId);
    if (allSelected) {
      const shown = new Set(ids);
      selection?.onChange(ticked.filter((id) => !shown.has(id)));
    } else selection?.onChange([...new Set([...ticked, ...ids])]);
  };
  // One object for the table's life, calling the latest handlers: memoized rows stay valid.
  const latest = useRef({ onRowClick, toggle });
  useLayoutEffect(() => {
    latest.current = { onRowClick, toggle };
  });
  const clickable = Boolean(onRowClick);
  const actionTooltip = useRowActionTooltip();
  const rowEvents = useMemo<RowEvents<Row>>(
    () => ({
      click: clickable ? (row) => latest.current.onRowClick?.(row) : undefined,
      toggle: (id) => latest.current.toggle(id),
    }),
    [clickable],
  );

  const contentHeight = HEADER_HEIGHT + Math.max(rows.length, 1) * ROW_HEIGHT;
  const failure = props.error ? tableFailure(props.error) : undefined;

  return (
    <Paper variant="outlined" sx={{ position: 'relative', overflow: 'hidden' }}>
      {loading && <LinearProgress sx={progressSx} />}
      <Box
        ref={scrollRef}
        role="table"
        // Keyboard users can scroll it even when no row or button inside takes focus.
        tabIndex={0}
        aria-label={props['aria-label']}
        aria-rowcount={rows.length + 1}
        aria-busy={loading}
        sx={{
          overflow: 'auto',
          // The empty message is as wide as what shows of the table (100cqi), not as all its columns.
          containerType: 'inline-size',
          height: props.height,
          maxHeight: props.height === undefined ? 'max(240px, calc(100vh - 260px))' : undefined,
        }}
      >
        <Box
          sx={{ minWidth: 'fit-content' }}
          style={{ height: props.height === undefined ? contentHeight : undefined }}
        >
          <Box role="rowgroup" sx={{ position: 'sticky', top: 0, zIndex: 2 }}>
            <Box
              role="row"
              aria-rowindex={1}
              sx={{
                display: 'grid',
                gridTemplateColumns: template,
                height: HEADER_HEIGHT,
                bgcolor: 'background.paper',
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              {selection && (
                <Box role="columnheader" sx={{ ...cellSx, px: 0, justifyContent: 'center' }}>
                  <Checkbox
                    size="small"
                    checked={allSelected}
                    indeterminate={selectedCount > 0 && selectedCount < rows.length}
                    disabled={rows.length === 0}
                    onChange={toggleAll}
                    slotProps={{ input: { 'aria-label': 'Select all' } }}
                  />
                </Box>
              )}
              {columns.map((column) => (
                <Box
                  key={column.id}
                  role="columnheader"
                  sx={{ ...cellSx, typography: 'caption', fontWeight: 600, color: 'text.secondary' }}
                >
                  {column.header}
                </Box>
              ))}
              {actions.length > 0 && (
                <Box role="columnheader" sx={actionsCellSx}>
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </Box>
              )}
            </Box>
          </Box>
          <Box
            role="rowgroup"
            sx={(theme) => rowsSx(theme, template, clickable)}
            style={{ height: virtualizer.getTotalSize() }}
            {...actionTooltip.handlers}
          >
            {virtualItems.map((item) => {
              if (item.index >= rows.length) return null;
              const row = rows[item.index] as Row;
              const id = getRowId(row);
              return (
                <DataTableRow
                  key={id}
                  row={row}
                  id={id}
                  index={item.index}
                  start={item.start}
                  selected={selection ? selected.has(id) : undefined}
                  columns={columns}
                  actions={actions}
                  events={rowEvents}
                />
              );
            })}
          </Box>
          {rows.length === 0 && (
            // Still a row with a cell: a table's row group must hold rows (axe: aria-required-children).
            <Box role="rowgroup">
              <Box role="row" aria-rowindex={2} sx={{ position: 'sticky', left: 0, width: '100cqi' }}>
                <Typography
                  role="cell"
                  color={failure?.tone === 'error' ? 'error' : 'text.secondary'}
                  variant="body2"
                  aria-live="polite"
                  sx={{
                    minHeight: ROW_HEIGHT,
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    px: 2,
                    textAlign: 'center',
                  }}
                >
                  {loading ? (props.loadingMessage ?? 'Loading…') : (failure?.text ?? props.emptyMessage)}
                </Typography>
              </Box>
            </Box>
          )}
        </Box>
      </Box>
      {actionTooltip.tooltip}
    </Paper>
  );
}

/**
 * A scroller not laid out yet (hidden, or jsdom) measures 0 high and the virtualizer would render
 * no rows at all; assume a viewport-sized area instead.
 */
function observeRectOrFallback(height = 600) {
  return (instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: Rect) => void) =>
    observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height }));
}
