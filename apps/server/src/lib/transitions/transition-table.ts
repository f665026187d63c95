import { Code } from '@merchant/shared';
import { AppError } from '../app-error';

/**
 * Who may move an entity from one state to another (DESIGN.md "State changes"). Each entity
 * has one table; a change that is not an edge of it, or that the caller's kind may not make,
 * is refused before anything is written.
 */
export type ActorKind = 'merchant' | 'platform' | 'system' | 'app';

export interface TransitionEdge<S extends string> {
  from: S;
  to: S;
  by: readonly ActorKind[];
}

export type TransitionTable<S extends string> = readonly TransitionEdge<S>[];

export const defineTransitions = <S extends string>(edges: TransitionTable<S>): TransitionTable<S> => edges;

/** The edge `from → to` when `by` may take it; throws -409 otherwise (the state forbids it). */
export const checkTransition = <S extends string>(
  table: TransitionTable<S>,
  from: S,
  to: S,
  by: ActorKind,
): TransitionEdge<S> => {
  const edge = table.find((e) => e.from === from && e.to === to);
  if (!edge?.by.includes(by)) throw new AppError(Code.CONFLICT, 'transitionNotAllowed', { from, to });
  return edge;
};
