/** Server calls of a session's roster (docs/bookings.md). */
import type { BookingStatus, SessionRoster } from '@merchant/shared';
import { http } from '../../lib/http';

export const fetchRoster = (sessionId: number, signal?: AbortSignal): Promise<SessionRoster> =>
  http.get<SessionRoster>(`/timetable/session/${sessionId}/roster`, undefined, { signal });

export const checkIn = (id: number, requestNo: string): Promise<{ id: number; status: BookingStatus }> =>
  http.post(`/booking/${id}/checkin`, { request_no: requestNo });

export const markNoShow = (id: number): Promise<{ id: number; status: BookingStatus }> =>
  http.post(`/booking/${id}/no_show`, {});
