import type { SaidAbove } from './summary-failure';
import type { SummaryQueries } from './use-summary-queries';

/** Which Summary modal is open. */
export type SummaryEditing = 'access' | 'encryption' | 'versioning' | 'quota' | 'retention';

export type SummaryCardProps = {
  queries: SummaryQueries;
  /** Failures already said above the card: the card does not repeat them. */
  said: SaidAbove;
  onEdit: (item: SummaryEditing) => void;
  /** Why the user's policy refuses each change: its Edit button is disabled and says so. */
  denied: Record<SummaryEditing, string | undefined>;
};
