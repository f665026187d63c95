/** Withdrawal accounts (/account); withdrawals themselves come with the payout provider. */
export { withdrawalRoutes } from './withdrawal.routes';
