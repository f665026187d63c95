/**
 * Adds a store that is not in the list (POST /claim/store), then claims it (POST /claim/apply).
 * The same name in the same city already exists: the message links to the list, searched.
 */
import type { ClaimSummary } from '@merchant/shared';
import { Alert, Button, Form, Input } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type NewStoreValues, storePhoneRules, textRules, toNewStoreBody } from '../form-rules';
import type { CreatedStore } from '../onboarding.api';
import { useCreateAndClaim } from '../use-onboarding';
import { claimListHref } from '../wizard-model';

interface Refusal {
  text: string;
  /** Where the list can show the store that is in the way. */
  listHref: string;
}

export const CreateStoreForm = ({
  onDone,
}: {
  onDone: (store: CreatedStore, claim: ClaimSummary) => void;
}) => {
  const { t } = useTranslation('onboarding');
  const [form] = Form.useForm<NewStoreValues>();
  const createAndClaim = useCreateAndClaim();
  const [refusal, setRefusal] = useState<Refusal>();

  const rules = useMemo(() => {
    const tooLong = (max: number) => t('create.tooLong', { max });
    return {
      name: textRules(t('create.nameRequired'), tooLong(100), 100),
      city: textRules(t('create.cityRequired'), tooLong(50), 50),
      address: textRules(t('create.addressRequired'), tooLong(200), 200),
      phone: storePhoneRules(t),
    };
  }, [t]);

  const submit = async (values: NewStoreValues) => {
    setRefusal(undefined);
    const body = toNewStoreBody(values);
    try {
      const { store, claim } = await createAndClaim.mutateAsync(body);
      onDone(store, claim);
    } catch (error) {
      const created = (error as { createdStore?: CreatedStore }).createdStore;
      setRefusal({
        text: error instanceof Error && error.message ? error.message : t('create.failed'),
        listHref: claimListHref({ name: created?.name ?? body.name, city: created?.city ?? body.city }),
      });
    }
  };

  return (
    <Form<NewStoreValues>
      form={form}
      // Field ids are "create-store_<field>": another form of the wizard (the claim search, the
      // register step) has fields of the same names, and a label must find its own field.
      name="create-store"
      layout="vertical"
      onFinish={submit}
      style={{ maxWidth: 520 }}
      onValuesChange={() => refusal && setRefusal(undefined)}
    >
      {refusal && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={refusal.text}
          description={<Link to={refusal.listHref}>{t('create.findInList')}</Link>}
        />
      )}
      <Form.Item name="name" label={t('create.name')} rules={rules.name} validateFirst>
        <Input maxLength={100} autoFocus />
      </Form.Item>
      <Form.Item name="city" label={t('create.city')} rules={rules.city} validateFirst>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="address" label={t('create.address')} rules={rules.address} validateFirst>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('create.phone')}
        rules={rules.phone}
        validateFirst
        extra={t('create.phoneHint')}
      >
        <Input inputMode="tel" maxLength={20} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={createAndClaim.isPending}>
        {t('create.submit')}
      </Button>
    </Form>
  );
};
