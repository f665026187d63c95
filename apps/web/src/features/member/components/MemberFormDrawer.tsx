/**
 * Add a walk-in member / edit a member: name, phone, optional ID card (the shared validator and
 * its spec message 请输入正确的身份证号), and the guardian's name and phone when "child" is
 * ticked (a child may then have no phone). Rules come from the shared schema; the cross-field
 * rules (phone or guardian) use the server's own messages. Editing shows the operation log.
 */
import { type Member, memberBody } from '@merchant/shared';
import { Checkbox, Collapse, Form, Input } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer, zodRules } from '../../../components/form-kit';
import { OperationLog } from '../../../components/operation-log/OperationLog';
import { emptyMemberForm, type MemberFormValues, toMemberBody, toMemberForm } from '../member-form-model';
import { useSaveMember } from '../use-member';

interface MemberFormDrawerProps {
  open: boolean;
  /** The member edited; undefined for a walk-in. */
  member?: Member;
  onClose: () => void;
  onSaved: (member: Member) => void;
}

export const MemberFormDrawer = ({ open, member, onClose, onSaved }: MemberFormDrawerProps) => {
  const { t } = useTranslation('member');
  const [form] = Form.useForm<MemberFormValues>();
  const save = useSaveMember();
  const isChild = Form.useWatch('is_child', form) === true;
  const removeIdCard = Form.useWatch('remove_id_card', form) === true;
  const initialValues = useMemo(() => (member ? toMemberForm(member) : emptyMemberForm()), [member]);
  const rules = (field: keyof typeof memberBody.shape, label: string) =>
    zodRules(memberBody, field, { t, label, required: false });
  const requiredWith = (message: string) => ({ required: true, whitespace: true, message });

  const submit = async (values: MemberFormValues) => {
    const saved = await save.mutateAsync({
      id: member?.id ?? null,
      body: toMemberBody(values, member !== undefined),
    });
    onSaved(saved);
  };

  return (
    <FormDrawer<MemberFormValues>
      open={open}
      title={member ? t('editTitle', { name: member.full_name }) : t('newTitle')}
      onSubmit={submit}
      onClose={onClose}
      initialValues={initialValues}
      form={form}
    >
      <Form.Item
        name="full_name"
        label={t('field.fullName')}
        rules={zodRules(memberBody, 'full_name', { t, label: t('field.fullName') })}
      >
        <Input maxLength={50} autoComplete="off" />
      </Form.Item>
      <Form.Item name="is_child" valuePropName="checked">
        <Checkbox>{t('form.isChild')}</Checkbox>
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('field.phone')}
        extra={isChild ? t('form.phoneChildHint') : undefined}
        rules={[
          ...(isChild ? [] : [requiredWith(t('validation:memberPhoneOrGuardian'))]),
          ...rules('phone', t('field.phone')),
        ]}
      >
        <Input maxLength={11} inputMode="numeric" autoComplete="off" />
      </Form.Item>
      {isChild && (
        <>
          <Form.Item
            name="guardian_name"
            label={t('field.guardianName')}
            rules={[
              requiredWith(t('validation:memberGuardianBoth')),
              ...rules('guardian_name', t('field.guardianName')),
            ]}
          >
            <Input maxLength={50} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="guardian_phone"
            label={t('field.guardianPhone')}
            rules={[
              requiredWith(t('validation:memberGuardianBoth')),
              ...rules('guardian_phone', t('field.guardianPhone')),
            ]}
          >
            <Input maxLength={11} inputMode="numeric" autoComplete="off" />
          </Form.Item>
        </>
      )}
      <Form.Item
        name="id_card"
        label={t('field.idCard')}
        extra={
          member?.id_card_masked && !removeIdCard
            ? t('form.idCardKeep', { masked: member.id_card_masked })
            : t('form.idCardHint')
        }
        rules={removeIdCard ? [] : rules('id_card', t('field.idCard'))}
      >
        <Input maxLength={18} autoComplete="off" disabled={removeIdCard} />
      </Form.Item>
      {member?.id_card_masked && (
        <Form.Item name="remove_id_card" valuePropName="checked">
          <Checkbox>{t('form.removeIdCard')}</Checkbox>
        </Form.Item>
      )}
      {!member && (
        <Form.Item
          name="note"
          label={t('field.note')}
          extra={t('form.noteHint')}
          rules={rules('note', t('field.note'))}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      )}
      {member && (
        <Collapse
          size="small"
          items={[
            {
              key: 'log',
              label: t('listKit:operationLog'),
              children: (
                <OperationLog entity="member" entityId={member.id} stateLabel={() => t('stateOnFile')} />
              ),
            },
          ]}
        />
      )}
    </FormDrawer>
  );
};
