import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { DataTable, type DataTableColumn } from './data-table';
import { matchesSearch, SearchField } from './search-field';

export type SelectionListProps = {
  /** Heading and accessible name of the list, e.g. 'Assign Groups'. */
  label: string;
  items: string[];
  selected: string[];
  onChange: (selected: string[]) => void;
  searchLabel: string;
  emptyMessage: string;
  loading?: boolean;
  /** Why the items could not be loaded, said in the list. */
  error?: unknown;
  height?: number;
};

const columns: DataTableColumn<string>[] = [{ id: 'name', header: 'Name', cell: (name) => name }];

/** A searchable checkbox list for picking names (groups, policies, users); the filter keeps hidden picks. */
export function SelectionList(props: SelectionListProps) {
  const {
    label,
    items,
    selected,
    onChange,
    searchLabel,
    emptyMessage,
    loading = false,
    error,
    height = 240,
  } = props;
  const [search, setSearch] = useState('');
  const headingId = useId();
  const rows = useMemo(
    () => items.filter((item) => matchesSearch(item, search)).sort((a, b) => a.localeCompare(b)),
    [items, search],
  );
  const toggle = (name: string) =>
    onChange(selected.includes(name) ? selected.filter((item) => item !== name) : [...selected, name]);

  return (
    <Box role="group" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Typography id={headingId} variant="subtitle2" component="h3">
          {label}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {selected.length} selected
        </Typography>
      </Box>
      <SearchField label={searchLabel} value={search} onChange={setSearch} fullWidth />
      <DataTable
        aria-label={label}
        rows={rows}
        columns={columns}
        getRowId={(name) => name}
        selection={{ selected, onChange }}
        onRowClick={toggle}
        loading={loading}
        error={error}
        emptyMessage={emptyMessage}
        height={height}
      />
    </Box>
  );
}
