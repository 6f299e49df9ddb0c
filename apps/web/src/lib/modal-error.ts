import { formatError } from './error-message';

/** Spec 1 §8: inside a modal, the detailed message if it has at least 5 characters, else the message. */
export function modalErrorText(error: unknown): string {
  const { message, detail } = formatError(error);
  return detail.length >= 5 ? detail : message;
}
