import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type FactsListProps = {
  /** Each label with its value: text, or an element (a state chip). */
  facts: readonly (readonly [label: string, value: ReactNode])[];
  'aria-label'?: string;
  /** Tighter rows (a summary inside a form). */
  compact?: boolean;
  /** Values in bold (a status card's facts). */
  emphasis?: boolean;
  /** On a phone, each value under its label instead of beside it. */
  stackOnPhone?: boolean;
};

/** Labels and their values as a definition list: a card's facts, a summary, a preview. */
export function FactsList({
  facts,
  compact = false,
  emphasis = false,
  stackOnPhone = false,
  ...rest
}: FactsListProps) {
  return (
    <Box
      component="dl"
      aria-label={rest['aria-label']}
      sx={{
        display: 'grid',
        gridTemplateColumns: stackOnPhone ? { xs: '1fr', sm: 'max-content 1fr' } : 'max-content 1fr',
        columnGap: compact ? 2 : 3,
        rowGap: compact ? 0.5 : 1,
        alignItems: 'baseline',
        m: 0,
      }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{
              m: 0,
              overflowWrap: 'anywhere',
              ...(emphasis && { fontWeight: 600 }),
              ...(stackOnPhone && { mb: { xs: 1, sm: 0 } }),
            }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
