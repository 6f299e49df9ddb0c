import { formatError, isRefusedByPolicy } from '@/lib/error-message';

/** What the Summary needs of one item's query. */
export type ItemOutcome = { error: Error | null; isSuccess: boolean };

/** Failures said above a card: the bucket page's (the bucket could not be read) and the tab's. */
export type SaidAbove = { page: string | undefined; tab: string | undefined };

/**
 * The message the items failed with, when two or more failed alike and none loaded (MinIO away, say):
 * then it is said once, above the rows, and the rows show a dash. Otherwise undefined: each row that
 * failed says why on its own line, as it does when the others loaded.
 */
export function sharedFailure(outcomes: ItemOutcome[]): string | undefined {
  if (outcomes.some((outcome) => outcome.isSuccess)) return undefined;
  // A read the policy refuses is no failure: its row says 'not allowed' by itself.
  const messages = outcomes.flatMap((outcome) =>
    outcome.error && !isRefusedByPolicy(outcome.error) ? [formatError(outcome.error).message] : [],
  );
  const [first] = messages;
  return messages.length >= 2 && messages.every((message) => message === first) ? first : undefined;
}

/**
 * A card's failure: the messages its rows leave to the text above them (the tab's, the card's own
 * shared one) and the one the card itself shows (its shared one, unless the page or the tab said it).
 */
export function cardFailure(outcomes: ItemOutcome[], said: SaidAbove) {
  const shared = sharedFailure(outcomes);
  const shown = shared === said.page || shared === said.tab ? undefined : shared;
  return { shown, sharedByRows: [said.tab, shared].filter((message) => message !== undefined) };
}

/** A row's failure: its own message, or a dash when that message is said above the rows. */
export function rowFailure(sharedByRows: string[], query: { error: Error | null }) {
  const { error } = query;
  if (isRefusedByPolicy(error)) return { notAllowed: true };
  return error && sharedByRows.includes(formatError(error).message) ? { failureSaid: true } : { error };
}
