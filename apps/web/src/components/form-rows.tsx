import Add from '@mui/icons-material/Add';
import RemoveCircleOutlineOutlined from '@mui/icons-material/RemoveCircleOutlineOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack, { type StackProps } from '@mui/material/Stack';
import type { ReactNode } from 'react';

type FormRowsProps = {
  /** The rows as a form's field array holds them (`useFieldArray`'s `fields`). */
  rows: readonly { id: string }[];
  /** One row's fields. */
  renderRow: (index: number) => ReactNode;
  removeLabel: (index: number) => string;
  onRemove: (index: number) => void;
  addLabel: string;
  onAdd: () => void;
  /** At most this many rows: Add is disabled then. */
  max?: number;
  /** How a row's fields sit: side by side unless said (a phone may stack them). */
  direction?: StackProps['direction'];
};

/** A form's repeated rows, each with its Remove (while another row remains), and Add below them. */
export function FormRows({
  rows,
  renderRow,
  removeLabel,
  onRemove,
  addLabel,
  onAdd,
  max,
  direction = 'row',
}: FormRowsProps) {
  return (
    <>
      {rows.map((row, index) => (
        <Stack key={row.id} direction={direction} spacing={1} sx={{ alignItems: 'flex-start' }}>
          {renderRow(index)}
          <IconButton
            aria-label={removeLabel(index)}
            disabled={rows.length < 2}
            onClick={() => onRemove(index)}
            sx={{ mt: 1 }}
          >
            <RemoveCircleOutlineOutlined />
          </IconButton>
        </Stack>
      ))}
      <Button
        startIcon={<Add />}
        onClick={onAdd}
        disabled={max !== undefined && rows.length >= max}
        sx={{ alignSelf: 'flex-start' }}
      >
        {addLabel}
      </Button>
    </>
  );
}
