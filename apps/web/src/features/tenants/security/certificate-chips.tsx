import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Undo from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { CertificateEntry } from '@granary/contract';
import { removalBlocked, type EntryList } from './security-form';

/** Spec 3 §9: expiry dates as YYYY-MM-DD (the day in UTC, as the certificate states it). */
const expiryDay = (iso: string) => iso.slice(0, 10);

function entryText(entry: CertificateEntry, removed: boolean) {
  if (entry.state === 'unreadable') return entry.problem;
  const domains = entry.domains.length > 0 ? entry.domains.join(', ') : 'no names';
  const expiry = `${entry.expired ? 'Expired' : 'Expires'} ${expiryDay(entry.expiry)}`;
  // The expiry wraps whole: a date never splits across lines.
  return (
    <>
      {domains} · <span style={{ whiteSpace: 'nowrap' }}>{expiry}</span>
      {removed && ' · removed on Save'}
    </>
  );
}

function chipColor(entry: CertificateEntry) {
  if (entry.state === 'unreadable') return 'warning';
  return entry.expired ? 'error' : 'default';
}

type CertificateChipsProps = {
  list: EntryList;
  entries: readonly CertificateEntry[];
  removing: string | null;
  onRemove: (name: string) => void;
  onUndo: () => void;
  /** RBAC refuses the save: no delete action. */
  readOnly: boolean;
};

/**
 * The certificates a list names, each a chip with its Secret's name, its domains and expiry (or why it
 * cannot be read), and beside it its delete action while spec 3 §4 allows one; the entry marked for
 * removal offers Keep instead.
 */
export function CertificateChips({
  list,
  entries,
  removing,
  onRemove,
  onUndo,
  readOnly,
}: CertificateChipsProps) {
  if (entries.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        None yet.
      </Typography>
    );
  const blocked = removalBlocked(list, entries, removing);
  const offersRemoval = !readOnly && entries.some((entry) => entry.name !== removing);
  return (
    <Box>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
        {entries.map((entry) => {
          const removed = entry.name === removing;
          const deletable = !readOnly && (removed || blocked === undefined);
          return (
            <Box
              component="li"
              key={entry.name}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.25, maxWidth: '100%' }}
            >
              <Chip
                variant="outlined"
                color={chipColor(entry)}
                label={
                  <Box sx={{ py: 0.75, textDecoration: removed ? 'line-through' : 'none' }}>
                    <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {entry.name}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {entryText(entry, removed)}
                    </Typography>
                  </Box>
                }
                sx={{ height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal' } }}
              />
              {deletable && (
                <IconButton
                  size="small"
                  aria-label={`${removed ? 'Keep' : 'Remove'} certificate ${entry.name}`}
                  onClick={removed ? onUndo : () => onRemove(entry.name)}
                >
                  {removed ? <Undo fontSize="small" /> : <DeleteOutlined fontSize="small" />}
                </IconButton>
              )}
            </Box>
          );
        })}
      </Box>
      {offersRemoval && blocked && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {blocked}
        </Typography>
      )}
    </Box>
  );
}
