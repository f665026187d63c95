export { financeRoutes } from './finance.routes';
export { type UpcomingDay, upcomingSettlements } from './upcoming-settlements';
