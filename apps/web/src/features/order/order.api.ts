/** Server calls of the order screens (docs/api.md "Orders and payments"). */
import type { CursorPage, ListQueryInput, OrderDetail, OrderRefund, OrderSummary } from '@merchant/shared';
import { http } from '../../lib/http';

export type OrderListKind = 'item' | 'card';

/** /classorder lists listings, packs and bookings; /shareorder the card-type purchases. */
const listPath = (kind: OrderListKind) => (kind === 'card' ? '/order/share/list' : '/order/list');

export const fetchOrders =
  (kind: OrderListKind) =>
  (query: ListQueryInput, signal?: AbortSignal): Promise<CursorPage<OrderSummary>> =>
    http.post<CursorPage<OrderSummary>>(listPath(kind), query, { signal });

export const fetchOrder = (id: number, signal?: AbortSignal): Promise<OrderDetail> =>
  http.get<OrderDetail>(`/order/${id}`, undefined, { signal, silent: true });

export const approveRefund = (id: number, requestNo: string): Promise<OrderRefund> =>
  http.post<OrderRefund>(`/order/${id}/refund/approve`, { request_no: requestNo });

export const rejectRefund = (id: number, reason: string, requestNo: string): Promise<OrderRefund> =>
  http.post<OrderRefund>(`/order/${id}/refund/reject`, { reason, request_no: requestNo });
