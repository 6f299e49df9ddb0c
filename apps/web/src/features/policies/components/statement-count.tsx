import Typography from '@mui/material/Typography';
import type { Policy } from '@granary/contract';
import { summarizePolicy } from '@/features/policies/policy-summary';

/** "3 statements", or a muted dash when the stored text is not a readable policy. */
export function StatementCount({ policy }: { policy: Policy }) {
  const summary = summarizePolicy(policy.policy);
  if (!summary.ok)
    return (
      <Typography variant="body2" color="text.secondary">
        —
      </Typography>
    );
  const count = summary.statements.length;
  return (
    <Typography variant="body2" color="text.secondary">
      {count} {count === 1 ? 'statement' : 'statements'}
    </Typography>
  );
}
