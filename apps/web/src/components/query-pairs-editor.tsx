import AddOutlined from '@mui/icons-material/AddOutlined';
import RemoveCircleOutlineOutlined from '@mui/icons-material/RemoveCircleOutlineOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useDebounced } from '@/lib/use-debounced';

/** Spec 1 §9: the tag editor's output settles for 500 ms. */
const OUTPUT_DEBOUNCE_MS = 500;

export type QueryPair = { key: string; value: string };
type Row = QueryPair & { id: number };

const filled = (pair: QueryPair) => pair.key.trim() !== '' && pair.value.trim() !== '';

/** Spec 1 §5: only pairs with both a key and a value count; output 'k=v&k2=v2' (URL-encoded). */
export function pairsToQuery(pairs: QueryPair[]): string {
  return new URLSearchParams(
    pairs.filter(filled).map((pair) => [pair.key.trim(), pair.value.trim()]),
  ).toString();
}

type QueryPairsEditorProps = {
  label: string;
  onChange: (query: string) => void;
  /** True while typed pairs have not reached `onChange` yet: a form must not submit then. */
  onPendingChange?: (pending: boolean) => void;
};

/** Key / value rows; a new row only once the last one is filled. */
export function QueryPairsEditor({ label, onChange, onPendingChange }: QueryPairsEditorProps) {
  const nextId = useRef(1);
  const emptyRow = (): Row => ({ id: nextId.current++, key: '', value: '' });
  const [pairs, setPairs] = useState<Row[]>(() => [{ id: 0, key: '', value: '' }]);
  const current = pairsToQuery(pairs);
  const settled = useDebounced(current, OUTPUT_DEBOUNCE_MS);
  const pending = current !== settled;
  useEffect(() => {
    onPendingChange?.(pending);
  }, [onPendingChange, pending]);
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  });
  // A block body: what onChange returns (a form library's promise) must not become the effect's cleanup.
  useEffect(() => {
    report.current(settled);
  }, [settled]);

  const change = (index: number, patch: Partial<QueryPair>) =>
    setPairs((current) => current.map((pair, at) => (at === index ? { ...pair, ...patch } : pair)));
  const remove = (index: number) =>
    setPairs((current) => (current.length === 1 ? [emptyRow()] : current.filter((_, at) => at !== index)));
  const last = pairs[pairs.length - 1];
  const canAdd = last !== undefined && filled(last);

  return (
    <Box role="group" aria-label={label}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {pairs.map((pair, index) => (
          <Box key={pair.id} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <TextField
              size="small"
              label="Key"
              value={pair.key}
              onChange={(event) => change(index, { key: event.target.value })}
              slotProps={{ htmlInput: { 'aria-label': `${label} key ${index + 1}` } }}
              sx={{ flex: 1 }}
            />
            <TextField
              size="small"
              label="Value"
              value={pair.value}
              onChange={(event) => change(index, { value: event.target.value })}
              slotProps={{ htmlInput: { 'aria-label': `${label} value ${index + 1}` } }}
              sx={{ flex: 1 }}
            />
            <IconButton
              size="small"
              aria-label={`Remove ${label} row ${index + 1}`}
              onClick={() => remove(index)}
            >
              <RemoveCircleOutlineOutlined fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
      <IconButton
        size="small"
        aria-label={`Add ${label} row`}
        disabled={!canAdd}
        onClick={() => setPairs((current) => [...current, emptyRow()])}
        sx={{ mt: 0.5 }}
      >
        <AddOutlined fontSize="small" />
      </IconButton>
    </Box>
  );
}
