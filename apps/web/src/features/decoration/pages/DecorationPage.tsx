/**
 * /decoration: the store's page in the consumer app (docs/storefront.md). The merchant edits a
 * draft (PUT /store/decoration), sees it at phone width exactly as GET /app/stores/{id} will
 * show it, and publishes it (POST /store/decoration/publish). The status says whether the
 * draft has unpublished changes. Buttons follow `decoration:edit` and `decoration:publish`.
 */
import { Alert, App, Button, Card, Col, Flex, Form, Row, Segmented, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStatePanel } from '../../../components/list-kit/ListStatePanel';
import { useAccess } from '../../../lib/use-access';
import { DecorationForm } from '../components/DecorationForm';
import { StorePreview } from '../components/StorePreview';
import { DECORATION_EDIT, DECORATION_PUBLISH } from '../decoration-permissions';
import {
  type DecorationFormValues,
  isDirty,
  previewPage,
  toContent,
  toFormValues,
} from '../storefront-model';
import { useDecoration, usePictures, usePublish, useSaveDraft } from '../use-decoration';

const DecorationPage = () => {
  const { t } = useTranslation('decoration');
  const { message } = App.useApp();
  const { can } = useAccess();
  const canEdit = can(DECORATION_EDIT);
  const canPublish = can(DECORATION_PUBLISH);
  const state = useDecoration();
  const pictures = usePictures();
  const saveDraft = useSaveDraft();
  const publish = usePublish();
  const [form] = Form.useForm<DecorationFormValues>();
  const [values, setValues] = useState<Partial<DecorationFormValues>>();
  const [view, setView] = useState<'draft' | 'published'>('draft');

  const data = state.data;
  const initialValues = useMemo(() => (data ? toFormValues(data.draft) : undefined), [data]);
  const current = values ?? initialValues;
  const dirty = data !== undefined && current !== undefined && isDirty(current, data.draft);

  if (!data || !initialValues) {
    return (
      <Card title={t('title')}>
        <ListStatePanel
          state={state.isError ? 'error' : 'loading'}
          emptyText=""
          errorMessage={state.error?.message}
          onRetry={() => void state.refetch()}
          onClearFilters={() => undefined}
        />
      </Card>
    );
  }

  const onChange = () => setValues(form.getFieldsValue(true));

  /** Validates and saves the form as the draft; answers false when the form is invalid. */
  const save = async (): Promise<boolean> => {
    try {
      await form.validateFields();
    } catch {
      return false;
    }
    const content = toContent(form.getFieldsValue(true));
    await saveDraft.mutateAsync(content);
    form.setFieldsValue(toFormValues(content));
    setValues(undefined);
    return true;
  };

  const onSave = () =>
    void save().then(
      (saved) => saved && message.success(t('saved')),
      () => undefined,
    );

  const onPublish = () =>
    void (async () => {
      if (dirty && !(await save())) return;
      await publish.mutateAsync();
      message.success(t('published'));
    })().catch(() => undefined);

  const status = dirty ? (
    <Tag color="red">{t('status.unsaved')}</Tag>
  ) : data.unpublished_changes ? (
    <Tag color="orange">{t('status.unpublished')}</Tag>
  ) : data.published ? (
    <Tag color="green">{t('status.published')}</Tag>
  ) : (
    <Tag>{t('status.never')}</Tag>
  );

  const shown = previewPage(
    data,
    view === 'draft' ? toContent(current ?? initialValues) : data.published,
    pictures.data,
  );

  return (
    <Card
      title={t('title')}
      extra={
        <Space wrap>
          <span role="status" aria-live="polite">
            {status}
          </span>
          {canEdit && (
            <Button onClick={onSave} loading={saveDraft.isPending} disabled={!dirty}>
              {t('saveDraft')}
            </Button>
          )}
          {canPublish && (
            <Button
              type="primary"
              onClick={onPublish}
              loading={publish.isPending}
              disabled={!dirty && !data.unpublished_changes}
            >
              {t('publish')}
            </Button>
          )}
        </Space>
      }
    >
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={14}>
          <Flex vertical gap={12}>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {t('intro')}
            </Typography.Paragraph>
            {data.unpublished_changes && !dirty && (
              <Alert type="warning" showIcon title={t('unpublishedHint')} />
            )}
            <DecorationForm
              form={form}
              initialValues={initialValues}
              disabled={!canEdit}
              onValuesChange={onChange}
            />
          </Flex>
        </Col>
        <Col xs={24} xl={10}>
          <Flex vertical gap={8} align="center">
            <Segmented
              aria-label={t('preview.which')}
              value={view}
              onChange={(v) => setView(v as 'draft' | 'published')}
              options={[
                { value: 'draft', label: t('preview.draft') },
                { value: 'published', label: t('preview.published') },
              ]}
            />
            <StorePreview
              page={shown}
              label={view === 'draft' ? t('preview.draftLabel') : t('preview.publishedLabel')}
            />
          </Flex>
        </Col>
      </Row>
    </Card>
  );
};

export default DecorationPage;
