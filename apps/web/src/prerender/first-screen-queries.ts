/**
 * Puts the answers the server drew the first screen with into the console's query cache,
 * before main.tsx hydrates that screen (so the first render shows the same data, and nothing is
 * asked for twice). Loaded with the console's chunks, not with /login's.
 */
import { hydrate } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import type { FirstScreenState } from './first-screen-state';

export const restoreFirstScreenQueries = (state: FirstScreenState): void =>
  hydrate(queryClient, state.queries);
