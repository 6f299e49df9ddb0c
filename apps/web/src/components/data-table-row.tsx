import type { Theme } from '@mui/material/styles';
import { memo, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { DataTableColumn, RowAction } from './data-table';

export const ROW_HEIGHT = 40;

export const cellSx = {
  px: 1.5,
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
} as const;

const ellipsisSx = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/**
 * The actions column stays at the right edge of rows wider than the table (a phone): the other cells
 * scroll under it, opaque in the row's tint (hover, selected), with a line on its left below 900 px.
 */
export const actionsCellSx = {
  ...cellSx,
  justifyContent: 'flex-end',
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  backgroundImage: 'linear-gradient(var(--row-tint), var(--row-tint))',
  // Both responsive: a plain borderColor would come before the media query's border shorthand.
  borderLeft: { xs: 1, md: 0 },
  borderColor: { xs: 'divider' },
} as const;

// Material icons' check box shapes, drawn without SvgIcon: a row mounts no styled component.
const checkBoxBlank =
  'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z';
const checkBoxTicked =
  'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z';

/**
 * The rows' styles, as rules of their row group: one style computation per table render, not one per
 * row, cell and control (a walk through a big folder mounts thousands of rows). The row's hover or
 * selected tint is `--row-tint`, which the sticky actions cell paints too. The tick box and the action
 * buttons are drawn to match MUI's small Checkbox and IconButton.
 */
export function rowsSx(theme: Theme, template: string, clickable: boolean) {
  const { action, primary, text } = (theme.vars ?? theme).palette;
  const round = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    borderRadius: '50%',
    '&:hover': { bgcolor: action.hover },
    '&:has(:focus-visible), &:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
  } as const;
  return {
    position: 'relative',
    '& > [role="row"]': {
      position: 'absolute',
      top: 0,
      left: 0,
      width: '100%',
      height: ROW_HEIGHT,
      display: 'grid',
      gridTemplateColumns: template,
      borderBottom: 1,
      borderColor: 'divider',
      typography: 'body2',
      cursor: clickable ? 'pointer' : 'default',
      '--row-tint': 'transparent',
      bgcolor: 'var(--row-tint)',
      '&:hover': { '--row-tint': action.hover },
      '&[aria-selected="true"]': { '--row-tint': action.selected },
      '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
    },
    '& [role="cell"]': cellSx,
    '& [role="cell"][data-cell="select"]': { px: 0, justifyContent: 'center' },
    '& [role="cell"][data-cell="actions"]': { ...actionsCellSx, px: 0.5 },
    '& [data-ellipsis]': ellipsisSx,
    '& [data-tick]': {
      ...round,
      width: 38,
      height: 38,
      color: text.secondary,
      '&[data-tick="on"]': { color: primary.main },
      '& input': { position: 'absolute', inset: 0, m: 0, opacity: 0, cursor: 'pointer' },
      '& svg': { width: 20, height: 20, fill: 'currentColor' },
    },
    '& button[data-action]': {
      ...round,
      width: 36,
      height: 36,
      p: 0,
      border: 0,
      bgcolor: 'transparent',
      color: action.active,
      cursor: 'pointer',
      '&:disabled, &[aria-disabled="true"]': {
        color: action.disabled,
        cursor: 'default',
        bgcolor: 'transparent',
      },
    },
  } as const;
}

/**
 * A flex cell cuts its bare text off without an ellipsis: text goes in a span that shows one, with the
 * whole text as its title.
 */
function truncated(content: ReactNode): ReactNode {
  if (typeof content !== 'string' && typeof content !== 'number') return content;
  return (
    <span title={String(content)} data-ellipsis="">
      {content}
    </span>
  );
}

/** A click on a row's tick box or buttons is theirs, not the row's. */
const onControl = (event: MouseEvent) =>
  event.target instanceof Element &&
  event.target.closest('[data-cell="select"], [data-cell="actions"]') !== null;

/** What a row does when used; the table keeps these the same object across renders. */
export type RowEvents<Row> = {
  click?: ((row: Row) => void) | undefined;
  toggle: (id: string) => void;
};

export type DataTableRowProps<Row> = {
  row: Row;
  id: string;
  index: number;
  /** The row's offset in the table, in pixels. */
  start: number;
  /** Whether the row is ticked; undefined when the table has no selection. */
  selected: boolean | undefined;
  columns: DataTableColumn<Row>[];
  actions: RowAction<Row>[];
  events: RowEvents<Row>;
};

function DataTableRowOf<Row>({
  row,
  id,
  index,
  start,
  selected,
  columns,
  actions,
  events,
}: DataTableRowProps<Row>) {
  const { click, toggle } = events;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget || !click) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      click(row);
    }
  };
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      tabIndex={click ? 0 : undefined}
      onClick={click ? (event) => onControl(event) || click(row) : undefined}
      onKeyDown={onKeyDown}
      style={{ transform: `translateY(${start}px)` }}
    >
      {selected !== undefined && (
        <div role="cell" data-cell="select">
          <span data-tick={selected ? 'on' : 'off'}>
            <input
              type="checkbox"
              checked={selected}
              onChange={() => toggle(id)}
              aria-label={`Select ${id}`}
            />
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={selected ? checkBoxTicked : checkBoxBlank} />
            </svg>
          </span>
        </div>
      )}
      {columns.map((column) => (
        <div key={column.id} role="cell">
          {truncated(column.cell(row))}
        </div>
      ))}
      {actions.length > 0 && (
        <div role="cell" data-cell="actions">
          {actions.map((action) => {
            const label = action.rowLabel?.(row) ?? action.label;
            const { deniedBy } = action;
            // Refused by policy: still focusable and hovered, so the tooltip can say why.
            return (
              <button
                key={action.label}
                type="button"
                data-action=""
                aria-label={label}
                disabled={action.disabled?.(row) ?? false}
                {...(deniedBy !== undefined && { 'aria-disabled': true, 'data-denied': deniedBy })}
                onClick={deniedBy === undefined ? () => action.onClick(row) : undefined}
              >
                {action.icon}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}

/**
 * One row of DataTable. Memoized: a scroll re-renders the table, and a row whose entry, place and
 * tick are unchanged is not rendered again (its MUI controls are most of a walk's cost).
 */
export const DataTableRow = memo(DataTableRowOf) as typeof DataTableRowOf;
