export { createLedgerRepository, type LedgerEntryRow, type LedgerRepository } from './ledger.repository';
export {
  accountName,
  cardValueAccount,
  type LedgerAccount,
  type LedgerAccountKind,
  ledgerAccountKinds,
  platformAccount,
  storeAccount,
} from './ledger-accounts';
export {
  checkLedger,
  type LedgerCheckReport,
  type LedgerDifference,
  type LedgerIdentity,
} from './ledger-check';
export {
  assertBalanced,
  balanceOf,
  type JournalInput,
  journalKeyOf,
  type LedgerActor,
  LedgerError,
  type LedgerLine,
  type LedgerMovement,
  type PostedJournal,
  postJournal,
  reversalKeyOf,
  reverseJournal,
} from './post-journal';
