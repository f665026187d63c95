/**
 * The filter bar of a list: one labelled field per declared filter (antd Form items with a
 * `name`, so each label is tied to its field), written to the tab's URL through the list
 * state. Choices apply at once; typed text applies with Enter or "Search".
 */

import { Button, Checkbox, DatePicker, Flex, Form, Input, Segmented, Select } from 'antd';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearable } from '../clear-icon';
import { foldFilters } from './filter-fold';
import { type FilterFormValues, fromFormValues, toFormValues } from './filter-form-values';
import type { KitSpec } from './kit-spec';
import type { ListFilter } from './list-filters';
import type { ListStateApi } from './use-list-state';

interface FilterBarProps<S extends KitSpec> {
  list: ListStateApi<S>;
  /** Buttons at the right end (batch actions, export). */
  extra?: ReactNode;
}

const Field = ({ filter }: { filter: ListFilter }) => {
  const { t } = useTranslation('listKit');
  const options = filter.options?.map((option) => ({ value: option.value, label: option.label })) ?? [];
  switch (filter.kind) {
    case 'text':
      return (
        <Form.Item name={filter.key} label={filter.label} style={{ marginBottom: 0 }}>
          <Input
            type="search"
            allowClear={clearable}
            placeholder={filter.label}
            style={{ width: 220, maxWidth: '100%' }}
          />
        </Form.Item>
      );
    case 'select':
      return options.length <= 4 && !filter.searchable ? (
        // Few choices read better as one segmented switch; it is a labelled radio group.
        <Form.Item
          name={filter.key}
          label={filter.label}
          getValueProps={(value: unknown) => ({ value: value ?? '' })}
          style={{ marginBottom: 0 }}
        >
          <Segmented aria-label={filter.label} options={[{ value: '', label: t('all') }, ...options]} />
        </Form.Item>
      ) : (
        <Form.Item name={filter.key} label={filter.label} style={{ marginBottom: 0 }}>
          <Select
            allowClear
            showSearch={filter.searchable ? { optionFilterProp: 'label' } : undefined}
            options={options}
            style={{ minWidth: 160 }}
          />
        </Form.Item>
      );
    case 'multiSelect':
      return (
        <Form.Item name={filter.key} label={filter.label} style={{ marginBottom: 0 }}>
          <Select mode="multiple" allowClear options={options} style={{ minWidth: 200 }} />
        </Form.Item>
      );
    case 'dateRange':
      return (
        <Form.Item name={filter.key} label={filter.label} style={{ marginBottom: 0 }}>
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
      );
    case 'check':
      return (
        <Form.Item name={filter.key} valuePropName="checked" style={{ marginBottom: 0 }}>
          <Checkbox>{filter.label}</Checkbox>
        </Form.Item>
      );
  }
};

export const FilterBar = <S extends KitSpec>({ list, extra }: FilterBarProps<S>) => {
  const { t } = useTranslation('listKit');
  const [form] = Form.useForm<FilterFormValues>();
  // Ids are `<form name>_<field>`: unique per mounted bar, as kept-alive tabs share a page.
  const name = `filters${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const filters = list.filterDefs as readonly ListFilter[];
  const current = useMemo(() => toFormValues(filters, list.state.filters), [filters, list.state.filters]);

  // The URL is the truth: "Clear filters", Back or a pasted link update the fields.
  useEffect(() => {
    form.setFieldsValue(current);
  }, [form, current]);

  const apply = () => list.setFilters(fromFormValues(filters, form.getFieldsValue(true)));
  const hasText = filters.some((filter) => filter.kind === 'text');
  // Less-used filters fold behind "More filters" (filter-fold.ts); a link that sets one of
  // them opens the bar, so what is applied is in view.
  const fold = foldFilters(filters, list.state.filters);
  const [unfolded, setUnfolded] = useState(fold.foldedInUse > 0);
  const shown = unfolded ? filters : fold.shown;

  return (
    <Flex gap={12} wrap align="center" justify="space-between" style={{ marginBottom: 16 }}>
      <Form
        form={form}
        name={name}
        layout="inline"
        initialValues={current}
        onFinish={apply}
        onValuesChange={(changed) => {
          const keys = Object.keys(changed);
          if (keys.some((key) => filters.find((filter) => filter.key === key)?.kind !== 'text')) apply();
        }}
        style={{ rowGap: 12 }}
      >
        {shown.map((filter) => (
          <Field key={filter.key} filter={filter} />
        ))}
        {fold.folded.length > 0 && (
          <Form.Item style={{ marginBottom: 0 }}>
            <Button type="link" aria-expanded={unfolded} onClick={() => setUnfolded(!unfolded)}>
              {unfolded
                ? t('fewerFilters')
                : fold.foldedInUse > 0
                  ? t('moreFiltersInUse', { count: fold.foldedInUse })
                  : t('moreFilters')}
            </Button>
          </Form.Item>
        )}
        {hasText && (
          <Form.Item style={{ marginBottom: 0 }}>
            <Button type="primary" htmlType="submit">
              {t('search')}
            </Button>
          </Form.Item>
        )}
        {list.filtered && (
          <Form.Item style={{ marginBottom: 0 }}>
            <Button onClick={list.clearFilters}>{t('reset')}</Button>
          </Form.Item>
        )}
      </Form>
      {extra && (
        <Flex gap={8} wrap>
          {extra}
        </Flex>
      )}
    </Flex>
  );
};
