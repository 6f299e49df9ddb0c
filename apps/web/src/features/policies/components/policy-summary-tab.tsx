import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { summarizePolicy, type StatementSummary } from '@/features/policies/policy-summary';

function ValueList({ label, values, empty }: { label: string; values: string[]; empty: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="overline" color="text.secondary" component="h3">
        {label}
      </Typography>
      {values.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {values.map((value) => (
            <Typography
              key={value}
              component="li"
              variant="body2"
              sx={{
                fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
                wordBreak: 'break-all',
                py: 0.25,
              }}
            >
              {value}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

function StatementCard({ statement, index }: { statement: StatementSummary; index: number }) {
  const deny = statement.effect === 'Deny';
  const actionLabel = statement.notActions.length > 0 ? 'Not Actions' : 'Actions';
  const resourceLabel = statement.notResources.length > 0 ? 'Not Resources' : 'Resources';
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={`Statement ${index + 1}`}
      sx={{ p: 2.5, borderLeft: 4, borderLeftColor: deny ? 'error.main' : 'success.main' }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', md: '140px minmax(0,1fr) minmax(0,1fr)' },
        }}
      >
        <Box>
          <Typography variant="overline" color="text.secondary" component="h3">
            Effect
          </Typography>
          <Box>
            <Chip
              size="small"
              label={statement.effect || '—'}
              color={deny ? 'error' : 'success'}
              variant="outlined"
            />
          </Box>
          {statement.sid && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
              {statement.sid}
            </Typography>
          )}
          {statement.hasCondition && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
              With conditions
            </Typography>
          )}
        </Box>
        <ValueList
          label={actionLabel}
          values={[...statement.actions, ...statement.notActions]}
          empty="None"
        />
        <ValueList
          label={resourceLabel}
          values={[...statement.resources, ...statement.notResources]}
          empty="Any resource"
        />
      </Box>
    </Paper>
  );
}

/** The Summary tab: one card per statement with its Effect, Actions and Resources. */
export function PolicySummaryTab({ policyText }: { policyText: string }) {
  const summary = summarizePolicy(policyText);
  if (!summary.ok) return <Alert severity="warning">{summary.error}</Alert>;
  if (summary.statements.length === 0) return <Alert severity="info">This policy has no statements.</Alert>;
  return (
    <Stack spacing={1.5}>
      {summary.statements.map((statement, index) => (
        <StatementCard key={index} statement={statement} index={index} />
      ))}
    </Stack>
  );
}
