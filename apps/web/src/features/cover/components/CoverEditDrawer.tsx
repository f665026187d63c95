/**
 * Caption and coach of one picture, in the kit's form drawer. The caption follows the shared
 * rule (at most 100 characters, no control characters); the coach list is the store's active
 * coaches, plus the one already linked if it has been deactivated since.
 */
import { type Cover, coverUpdateBody, MAX_COVER_CAPTION } from '@merchant/shared';
import { Collapse, Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { clearable } from '../../../components/clear-icon';
import { FormDrawer, zodRules } from '../../../components/form-kit';
import { OperationLog } from '../../../components/operation-log/OperationLog';
import { useCoachOptions, useUpdateCover } from '../use-cover';

interface Values {
  caption?: string;
  coach_id?: number | null;
}

interface CoverEditDrawerProps {
  cover: Cover | undefined;
  open: boolean;
  onClose: () => void;
}

export const CoverEditDrawer = ({ cover, open, onClose }: CoverEditDrawerProps) => {
  const { t } = useTranslation('cover');
  const coaches = useCoachOptions(open);
  const update = useUpdateCover();

  const options = useMemo(() => {
    const list = (coaches.data?.content ?? []).map((coach) => ({ value: coach.id, label: coach.name }));
    const linked = cover?.coach;
    if (linked && !list.some((option) => option.value === linked.id))
      list.unshift({ value: linked.id, label: t('inactiveCoach', { name: linked.name }) });
    return list;
  }, [coaches.data, cover, t]);

  const initialValues = useMemo<Values>(
    () => ({ caption: cover?.caption ?? '', coach_id: cover?.coach?.id ?? undefined }),
    [cover],
  );

  const save = (values: Values) => {
    if (!cover) return Promise.resolve();
    return update.mutateAsync({
      id: cover.id,
      body: { caption: values.caption ?? '', coach_id: values.coach_id ?? null },
    });
  };

  return (
    <FormDrawer<Values>
      open={open}
      title={t('editTitle')}
      onSubmit={save}
      onClose={onClose}
      initialValues={initialValues}
    >
      <Form.Item
        name="caption"
        label={t('caption')}
        extra={t('captionHint')}
        rules={zodRules(coverUpdateBody, 'caption', { t, label: t('caption'), required: false })}
      >
        <Input maxLength={MAX_COVER_CAPTION} showCount allowClear={clearable} />
      </Form.Item>
      <Form.Item name="coach_id" label={t('coach')} extra={t('coachHint')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('noCoach')}
          loading={coaches.isLoading}
          options={options}
          notFoundContent={coaches.isError ? t('coachesFailed') : t('noCoaches')}
        />
      </Form.Item>
      {cover && (
        <Collapse
          size="small"
          items={[
            {
              key: 'log',
              label: t('listKit:operationLog'),
              children: (
                <OperationLog
                  entity="cover"
                  entityId={cover.id}
                  stateLabel={(state) => t(`state.${state}`, { defaultValue: state })}
                />
              ),
            },
          ]}
        />
      )}
    </FormDrawer>
  );
};
