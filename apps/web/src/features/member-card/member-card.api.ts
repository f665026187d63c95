/** Server calls of the card list (docs/cards.md). */
import type {
  CardFreezeBody,
  CardIssueBody,
  CardLedgerEntry,
  CardRefundBody,
  CardStatusCount,
  CardTransferBody,
  CardUseBody,
  CardUseResult,
  CursorPage,
  IssueOptions,
  ListQueryInput,
  MemberCard,
  MemberCardDetail,
  Page,
  RefundQuote,
  SoldCardType,
} from '@merchant/shared';
import { http } from '../../lib/http';

export const fetchCards = (query: ListQueryInput, signal?: AbortSignal): Promise<Page<MemberCard>> =>
  http.post<Page<MemberCard>>('/card/list', query, { signal });

export const fetchCardStatusCount = (signal?: AbortSignal): Promise<CardStatusCount> =>
  http.get<CardStatusCount>('/card/status_count', undefined, { signal });

export const fetchSoldCardTypes = (signal?: AbortSignal): Promise<SoldCardType[]> =>
  http.get<SoldCardType[]>('/card/sold-types', undefined, { signal });

export const fetchCard = (id: number, signal?: AbortSignal): Promise<MemberCardDetail> =>
  http.get<MemberCardDetail>(`/card/${id}`, undefined, { signal });

export const fetchCardLedger = (
  id: number,
  query: ListQueryInput,
  signal?: AbortSignal,
): Promise<CursorPage<CardLedgerEntry>> =>
  http.post<CursorPage<CardLedgerEntry>>(`/card/${id}/ledger`, query, { signal });

export const fetchIssueOptions = (signal?: AbortSignal): Promise<IssueOptions> =>
  http.get<IssueOptions>('/card/issue-options', undefined, { signal });

export const issueCard = (body: CardIssueBody): Promise<MemberCardDetail> =>
  http.post<MemberCardDetail>('/card/issue', body);

export const postCardUse = (id: number, body: CardUseBody): Promise<CardUseResult> =>
  http.post<CardUseResult>(`/card/${id}/use`, body);

export const freezeCard = (id: number, body: CardFreezeBody): Promise<MemberCardDetail> =>
  http.post<MemberCardDetail>(`/card/${id}/freeze`, body);

export const unfreezeCard = (id: number): Promise<MemberCardDetail> =>
  http.post<MemberCardDetail>(`/card/${id}/unfreeze`);

export const transferCard = (id: number, body: CardTransferBody): Promise<MemberCardDetail> =>
  http.post<MemberCardDetail>(`/card/${id}/transfer`, body);

export const fetchRefundQuote = (id: number, signal?: AbortSignal): Promise<RefundQuote> =>
  http.get<RefundQuote>(`/card/${id}/refund/quote`, undefined, { signal });

export const refundCard = (id: number, body: CardRefundBody): Promise<MemberCardDetail> =>
  http.post<MemberCardDetail>(`/card/${id}/refund`, body);
