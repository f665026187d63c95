/** Server calls of the member screen (docs/members.md). */
import type {
  ListQueryInput,
  Member,
  MemberBody,
  MemberDetail,
  MemberLedgerRow,
  MemberNote,
  Page,
} from '@merchant/shared';
import { http } from '../../lib/http';

/** One page of members for a list query (packages/shared lists/member.list.ts). */
export const fetchMembers = (query: ListQueryInput, signal?: AbortSignal): Promise<Page<Member>> =>
  http.post<Page<Member>>('/member/list', query, { signal });

export const fetchMember = (id: number, signal?: AbortSignal): Promise<MemberDetail> =>
  http.get<MemberDetail>(`/member/${id}`, undefined, { signal });

export const fetchMemberLedger = (
  id: number,
  page: { number: number; size: number },
  signal?: AbortSignal,
): Promise<Page<MemberLedgerRow>> =>
  http.get<Page<MemberLedgerRow>>(`/member/${id}/ledger`, page, { signal });

export const createMember = (body: MemberBody): Promise<Member> => http.post<Member>('/member', body);

export const updateMember = (id: number, body: MemberBody): Promise<Member> =>
  http.put<Member>(`/member/${id}`, body);

export const addMemberNote = (id: number, body: string): Promise<MemberNote[]> =>
  http.post<MemberNote[]>(`/member/${id}/notes`, { body });
