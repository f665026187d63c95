import { ApiError } from '../../lib/http';

/** The text to show for a failed form call: the server's (translated) message when there is one. */
export const errorText = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.message ? error.message : fallback;
