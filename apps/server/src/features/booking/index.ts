/** Bookings of timetable sessions (docs/bookings.md). */
export { bookingRoutes } from './booking.routes';
export { releaseSessionBookings } from './booking-desk';
