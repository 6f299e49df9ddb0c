type Listener = () => void;

const listeners = new Set<Listener>();

/** Subscribe to "the session is over" (401, no response, or logout). Returns the unsubscribe. */
export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function endSession(): void {
  for (const listener of listeners) listener();
}
