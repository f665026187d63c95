/**
 * The member form's values and the wire's body (pure, tested in member-form-model.test.ts).
 * A blank phone or guardian is `null` on the wire; the guardian fields count only when "child"
 * is ticked. The ID card: on a new member a blank one is left out; when editing, a blank one
 * keeps the number on file and "remove" sends `null` (the server's rule, docs/members.md).
 */
import type { Member, MemberBody } from '@merchant/shared';

export const MEMBER_VIEW = 'member:view';
export const MEMBER_EDIT = 'member:edit';

export interface MemberFormValues {
  full_name?: string;
  phone?: string;
  id_card?: string;
  remove_id_card?: boolean;
  is_child?: boolean;
  guardian_name?: string;
  guardian_phone?: string;
  note?: string;
}

const filled = (value: string | undefined): string | null => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

export const emptyMemberForm = (): MemberFormValues => ({ is_child: false, remove_id_card: false });

/** The number itself is never sent back: the form shows the masked copy beside an empty field. */
export const toMemberForm = (m: Member): MemberFormValues => ({
  full_name: m.full_name,
  phone: m.phone ?? '',
  id_card: '',
  remove_id_card: false,
  is_child: m.is_child,
  guardian_name: m.guardian_name ?? '',
  guardian_phone: m.guardian_phone ?? '',
});

export const toMemberBody = (values: MemberFormValues, editing: boolean): MemberBody => {
  const idCard = filled(values.id_card);
  const child = values.is_child === true;
  return {
    full_name: values.full_name?.trim() ?? '',
    phone: filled(values.phone),
    ...(editing && values.remove_id_card ? { id_card: null } : idCard ? { id_card: idCard } : {}),
    guardian_name: child ? filled(values.guardian_name) : null,
    guardian_phone: child ? filled(values.guardian_phone) : null,
    ...(!editing && filled(values.note) ? { note: filled(values.note) } : {}),
  };
};
