/** State changes (DESIGN.md "State changes"): transition tables, guarded updates, the audit log. */
export { type AuditInput, recordAudit } from './audit';
export { guardedUpdate, type StatefulTable, stateChanged } from './guarded-update';
export { type Actor, type TransitionRequest, transition } from './transition';
export {
  type ActorKind,
  checkTransition,
  defineTransitions,
  type TransitionEdge,
  type TransitionTable,
} from './transition-table';
