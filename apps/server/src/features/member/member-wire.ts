import type {
  CardHolderRole,
  CardKind,
  CardLedgerKind,
  Member,
  MemberCardStatus,
  MemberHeldCard,
  MemberLedgerRow,
  SalesChannel,
} from '@merchant/shared';
import type { MemberRow } from './member.repository';

/** Database rows to wire objects. The ID card hash never leaves; only the masked copy does. */
export const toMember = (row: MemberRow): Member => ({
  id: row.id,
  full_name: row.full_name,
  phone: row.phone,
  id_card_masked: row.id_card_masked,
  guardian_name: row.guardian_name,
  guardian_phone: row.guardian_phone,
  is_child: row.guardian_name !== null,
  source: row.source as SalesChannel,
  last_visit_at: row.last_visit_at,
  card_count: Number(row.card_count ?? 0),
  next_card_expiry: row.next_card_expiry,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

export const toHeldCard = (row: {
  id: number;
  card_no: string;
  name: string;
  kind: string;
  status: string;
  role: string;
  balance: number | null;
  starts_on: string | null;
  expires_on: string | null;
}): MemberHeldCard => ({
  ...row,
  kind: row.kind as CardKind,
  status: row.status as MemberCardStatus,
  role: row.role as CardHolderRole,
});

export const toLedgerRow = (
  row: Omit<MemberLedgerRow, 'kind' | 'card_kind'> & { kind: string; card_kind: string },
): MemberLedgerRow => ({
  ...row,
  card_kind: row.card_kind as CardKind,
  kind: row.kind as CardLedgerKind,
});
