import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo } from 'react';
import type { DataTableColumn } from './data-table';

/** Below this width a wide table keeps only the columns a phone has room for. */
const phoneQuery = '(max-width: 599.95px)';

/**
 * A wide table's columns, or on a phone only those named: every column squeezed into 390 px reads as
 * none. Pass module-level arrays; the row's own page (View) shows the rest.
 */
export function usePhoneColumns<Row>(
  columns: DataTableColumn<Row>[],
  onPhone: readonly string[],
): DataTableColumn<Row>[] {
  const phone = useMediaQuery(phoneQuery, { noSsr: true });
  return useMemo(
    () => (phone ? columns.filter((column) => onPhone.includes(column.id)) : columns),
    [phone, columns, onPhone],
  );
}
