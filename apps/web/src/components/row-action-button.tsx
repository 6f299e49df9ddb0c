import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { RowAction } from './data-table';

/** One icon action of a table row; its label is the accessible name and the tooltip. */
export function RowActionButton<Row>({ action, row }: { action: RowAction<Row>; row: Row }) {
  const disabled = action.disabled?.(row) ?? false;
  const label = action.rowLabel?.(row) ?? action.label;
  return (
    <Tooltip title={disabled ? '' : label} disableInteractive>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          disabled={disabled}
          onClick={() => action.onClick(row)}
          sx={{ width: 36, height: 36 }}
        >
          {action.icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}
