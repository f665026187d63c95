/**
 * Chooses a member of the current store by searching `/member/list` as the user types (name,
 * phone, or a full ID card number; spec §7). A form control: `value` / `onChange` carry the
 * member id. The card, share and other screens use it inside a `Form.Item`.
 */
import { type Member, memberSearchRestrictions } from '@merchant/shared';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchMembers } from '../member.api';
import { memberLabel } from '../member-label';
import { useDebouncedValue } from '../use-debounced-value';

export interface MemberPickerProps {
  value?: number | null;
  onChange?: (id: number | null, member: Member | undefined) => void;
  /** Members that may not be chosen here (e.g. the card's current holders). */
  excludeIds?: number[];
  placeholder?: string;
  disabled?: boolean;
  /** The input's id, so a `Form.Item` label points at it. */
  id?: string;
  allowClear?: boolean;
}

const PICKER_SIZE = 20;

export const MemberPicker = ({
  value,
  onChange,
  excludeIds,
  placeholder,
  disabled,
  id,
  allowClear = true,
}: MemberPickerProps) => {
  const { t } = useTranslation('member');
  const [search, setSearch] = useState('');
  const text = useDebouncedValue(search.trim(), 300);
  // The member last chosen here, so its label shows whatever the current search holds.
  const [chosen, setChosen] = useState<Member | undefined>();

  const found = useQuery({
    queryKey: ['member', 'picker', text],
    queryFn: ({ signal }) =>
      fetchMembers(
        { pageable: { number: 1, size: PICKER_SIZE }, restrictions: memberSearchRestrictions(text) },
        signal,
      ),
    staleTime: 30_000,
  });
  // A value set from outside (an edit form): read that one member for its label.
  const needsLabel = typeof value === 'number' && chosen?.id !== value;
  const current = useQuery({
    queryKey: ['member', 'picker', 'id', value],
    enabled: needsLabel,
    queryFn: ({ signal }) =>
      fetchMembers(
        {
          pageable: { number: 1, size: 1 },
          restrictions: [{ name: 'id', operator: '=', value: value as number }],
        },
        signal,
      ),
    staleTime: 60_000,
  });

  const options = useMemo(() => {
    const excluded = new Set(excludeIds ?? []);
    const rows = new Map<number, Member>();
    for (const m of [chosen, ...(current.data?.content ?? [])]) if (m && m.id === value) rows.set(m.id, m);
    for (const m of found.data?.content ?? []) if (!excluded.has(m.id)) rows.set(m.id, m);
    return [...rows.values()].map((m) => ({ value: m.id, label: memberLabel(m, t), member: m }));
  }, [found.data, current.data, chosen, value, excludeIds, t]);

  return (
    <Select<number, (typeof options)[number]>
      id={id}
      value={value ?? undefined}
      placeholder={placeholder ?? t('picker.placeholder')}
      disabled={disabled}
      allowClear={allowClear}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      loading={found.isFetching}
      options={options}
      notFoundContent={
        found.isError ? t('picker.failed') : found.isFetching ? t('picker.searching') : t('picker.none')
      }
      onChange={(next, option) => {
        const member = Array.isArray(option) ? undefined : option?.member;
        setChosen(member);
        setSearch('');
        onChange?.(next ?? null, member);
      }}
    />
  );
};
