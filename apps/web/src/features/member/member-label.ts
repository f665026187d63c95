import type { Member } from '@merchant/shared';
import type { TFunction } from 'i18next';

/** "name · phone", or for a child "name · guardian: name phone" (pickers and titles). */
export const memberLabel = (
  m: Pick<Member, 'full_name' | 'phone' | 'guardian_name' | 'guardian_phone'>,
  t: TFunction,
) => {
  if (m.guardian_name)
    return `${m.full_name} · ${t('member:picker.guardian', { name: m.guardian_name, phone: m.guardian_phone ?? '' })}`;
  return m.phone ? `${m.full_name} · ${m.phone}` : m.full_name;
};
