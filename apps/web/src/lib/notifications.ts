import { useSyncExternalStore } from 'react';
import type { ErrorMessage } from './error-message';

export type SnackbarType = 'message' | 'error';
export type SnackbarState = { id: number; message: string; detail: string; type: SnackbarType };
export type BannerState = ErrorMessage & { id: number };

type State = { snackbar: SnackbarState | null; banner: BannerState | null };

let state: State = { snackbar: null, banner: null };
let nextId = 1;
const listeners = new Set<() => void>();

function update(patch: Partial<State>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A transient message at the bottom of the page (auto-hides after 5 s). */
export function showSnackbar(message: string, type: SnackbarType = 'message', detail = ''): void {
  update({ snackbar: { id: nextId++, message, detail, type } });
}

export function hideSnackbar(): void {
  update({ snackbar: null });
}

/** The page-level error banner at the top of the shell. */
export function showErrorBanner(error: ErrorMessage): void {
  update({ banner: { ...error, id: nextId++ } });
}

export function hideErrorBanner(): void {
  update({ banner: null });
}

export function clearNotifications(): void {
  update({ snackbar: null, banner: null });
}

export function useSnackbarState(): SnackbarState | null {
  return useSyncExternalStore(subscribe, () => state.snackbar);
}

export function useErrorBannerState(): BannerState | null {
  return useSyncExternalStore(subscribe, () => state.banner);
}
