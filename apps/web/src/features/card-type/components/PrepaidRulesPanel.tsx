/**
 * "Prepaid-card rules": which region's rules the store follows, one short paragraph on what
 * Shanghai's caps are, and (with card:edit) a drawer to choose the region. Issuing a card
 * refuses what the chosen region's caps forbid; the card-type form warns about them.
 */
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { type PrepaidRegion, prepaidRegions } from '@merchant/shared';
import { App, Button, Flex, Form, Radio, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-kit';
import { useSaveCardSettings } from '../use-card-type';

interface PrepaidRulesPanelProps {
  region: PrepaidRegion | undefined;
  canEdit: boolean;
}

interface RegionFormValues {
  prepaid_region?: PrepaidRegion;
}

export const PrepaidRulesPanel = ({ region, canEdit }: PrepaidRulesPanelProps) => {
  const { t } = useTranslation('card-type');
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const save = useSaveCardSettings();
  // One object per region: the drawer resets its fields whenever this changes.
  const initialValues = useMemo<RegionFormValues>(() => ({ prepaid_region: region ?? 'none' }), [region]);

  const submit = async (values: RegionFormValues) => {
    const saved = await save.mutateAsync({ prepaid_region: values.prepaid_region ?? 'none' });
    message.success(t('rules.saved', { region: t(`region.${saved.prepaid_region}`) }));
  };

  return (
    <section aria-labelledby="prepaid-rules-title" style={{ marginBottom: 16 }}>
      <Flex
        gap={12}
        align="flex-start"
        wrap
        style={{ padding: 12, border: '1px solid var(--ant-color-border-secondary)', borderRadius: 8 }}
      >
        <SafetyCertificateOutlined style={{ fontSize: 20, marginTop: 2 }} aria-hidden />
        <Flex vertical gap={4} style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Flex gap={8} align="center" wrap>
            <Typography.Text strong id="prepaid-rules-title">
              {t('rules.title')}
            </Typography.Text>
            {region && (
              <Tag color={region === 'none' ? 'default' : 'blue'} data-testid="prepaid-region">
                {t(`region.${region}`)}
              </Tag>
            )}
          </Flex>
          <Typography.Text type="secondary">{t('rules.shanghaiExplained')}</Typography.Text>
        </Flex>
        {canEdit && (
          <Button onClick={() => setOpen(true)} disabled={region === undefined}>
            {t('rules.change')}
          </Button>
        )}
      </Flex>
      <FormDrawer<RegionFormValues>
        open={open}
        title={t('rules.drawerTitle')}
        onSubmit={submit}
        onClose={() => setOpen(false)}
        initialValues={initialValues}
        size={440}
      >
        <Form.Item name="prepaid_region" label={t('rules.region')} extra={t('rules.regionHint')}>
          <Radio.Group
            options={prepaidRegions.map((r) => ({ value: r, label: t(`region.${r}`) }))}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          />
        </Form.Item>
        <Typography.Paragraph type="secondary">{t('rules.shanghaiExplained')}</Typography.Paragraph>
      </FormDrawer>
    </section>
  );
};
