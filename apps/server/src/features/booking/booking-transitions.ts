import type { BookingStatus } from '@merchant/shared';
import { defineTransitions } from '../../lib/transitions';

/** The name of bookings in the operation log (audit_events.entity). */
export const BOOKING_ENTITY = 'booking';

/**
 * How a booking moves (docs/bookings.md): the consumer cancels a place or a waitlist entry; a
 * cancellation promotes a waiting one (the system, on the cancelling request); the desk checks
 * in or marks a no-show; a cancelled session (the merchant) or the session's start (the
 * system's release job) releases what is still open.
 */
export const bookingTransitions = defineTransitions<BookingStatus>([
  { from: 'booked', to: 'cancelled', by: ['app'] },
  { from: 'waiting', to: 'cancelled', by: ['app'] },
  { from: 'waiting', to: 'booked', by: ['system'] },
  { from: 'booked', to: 'checked_in', by: ['merchant'] },
  { from: 'booked', to: 'no_show', by: ['merchant'] },
  { from: 'booked', to: 'released', by: ['merchant'] },
  { from: 'waiting', to: 'released', by: ['merchant', 'system'] },
]);
