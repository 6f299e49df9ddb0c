import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';

export type TagPair = { key: string; value: string };

/** Spec 1 §5: a pair counts only if both key and value are filled; 'k=v&k2=v2' is the form's output. */
export const tagPairsToString = (pairs: TagPair[]) =>
  pairs
    .filter((pair) => pair.key.trim() !== '' && pair.value.trim() !== '')
    .map((pair) => `${pair.key.trim()}=${pair.value.trim()}`)
    .join('&');

const filled = (pair: TagPair | undefined) => Boolean(pair?.key.trim() && pair.value.trim());

/** Key/value rows; a new row can be added only once the last one is filled (spec 1 §5). */
export function TagPairsEditor({
  pairs,
  onChange,
}: {
  pairs: TagPair[];
  onChange: (pairs: TagPair[]) => void;
}) {
  const set = (index: number, patch: Partial<TagPair>) =>
    onChange(pairs.map((pair, at) => (at === index ? { ...pair, ...patch } : pair)));
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {pairs.map((pair, index) => (
        <Box
          key={index}
          sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr 1fr 40px', alignItems: 'center' }}
        >
          <TextField
            size="small"
            label="Tag Key"
            value={pair.key}
            onChange={(event) => set(index, { key: event.target.value })}
          />
          <TextField
            size="small"
            label="Tag Value"
            value={pair.value}
            onChange={(event) => set(index, { value: event.target.value })}
          />
          {index === pairs.length - 1 && (
            <IconButton
              aria-label="Add tag"
              disabled={!filled(pair)}
              onClick={() => onChange([...pairs, { key: '', value: '' }])}
            >
              <Add />
            </IconButton>
          )}
        </Box>
      ))}
    </Box>
  );
}
