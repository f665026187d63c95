/**
 * /qualifications (signed in, outside the layout): the qualifications submitted for a claim
 * (GET /claim/qualification/{id}). While the claim is not approved the merchant may correct
 * them (resubmit) or delete them; approved ones are read-only. A claim without qualifications
 * shows the form. `?claim_id=` picks the claim, `&edit=1` opens the form at once.
 */

import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { ClaimSummary } from '@merchant/shared';
import { Alert, App, Button, Empty, Flex, Popconfirm, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { claimToShow } from '../claim-model';
import { OnboardingFrame } from '../components/OnboardingFrame';
import { QualificationForm } from '../components/QualificationForm';
import { QualificationView } from '../components/QualificationView';
import { qualificationValuesOf } from '../form-rules';
import { useClaimStatus, useDeleteQualification, useQualification } from '../use-onboarding';
import { parseMerId, qualificationsHref, wizardHref } from '../wizard-model';

const ClaimQualifications = ({ claim, startEditing }: { claim: ClaimSummary; startEditing: boolean }) => {
  const { t } = useTranslation('onboarding');
  const { message } = App.useApp();
  const qualification = useQualification(claim.qualification_id);
  const remove = useDeleteQualification();
  const [editing, setEditing] = useState(startEditing);
  const approved = claim.status === 'approved';

  if (claim.qualification_id === null)
    return (
      <Flex vertical gap={8}>
        <Alert type="info" showIcon title={t('nextHint.submit_qualifications')} />
        <QualificationForm
          claim_id={claim.id}
          onSubmitted={() => message.success(t('qualification.submitted'))}
        />
      </Flex>
    );
  if (qualification.isPending) return <Skeleton active />;
  if (!qualification.data) return <Empty />;

  if (editing && !approved)
    return (
      <QualificationForm
        claim_id={claim.id}
        initial={qualificationValuesOf(qualification.data)}
        onCancel={() => setEditing(false)}
        onSubmitted={() => {
          message.success(t('qualification.submitted'));
          setEditing(false);
        }}
      />
    );

  const onDelete = async () => {
    try {
      await remove.mutateAsync(qualification.data.id);
      message.success(t('qualification.deleted'));
    } catch (error) {
      message.error(error instanceof Error ? error.message : t('qualification.failed'));
    }
  };

  return (
    <Flex vertical gap={16}>
      {claim.status === 'rejected' && claim.reason && (
        <Alert type="error" showIcon title={t('status.reason', { reason: claim.reason })} />
      )}
      {approved && <Alert type="success" showIcon title={t('qualification.readOnly')} />}
      <QualificationView qualification={qualification.data} />
      {!approved && (
        <Flex gap={8}>
          <Button type="primary" icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
            {claim.status === 'rejected' ? t('next.resubmit') : t('qualification.edit')}
          </Button>
          <Popconfirm
            title={t('qualification.deleteConfirm')}
            okButtonProps={{ danger: true }}
            onConfirm={onDelete}
          >
            <Button danger icon={<DeleteOutlined aria-hidden />} loading={remove.isPending}>
              {t('qualification.delete')}
            </Button>
          </Popconfirm>
        </Flex>
      )}
    </Flex>
  );
};

const QualificationsContent = () => {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const status = useClaimStatus();
  const claims = status.data ?? [];
  const claim = claimToShow(claims, parseMerId(params.get('claim_id')));

  if (status.isPending) return <Skeleton active />;
  if (!claim)
    return (
      <Empty description={t('status.empty')}>
        <Button type="primary" onClick={() => navigate(wizardHref(1))}>
          {t('status.claimStore')}
        </Button>
      </Empty>
    );
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} align="center" wrap justify="space-between">
        <Flex gap={8} align="center">
          <Typography.Text>{t('qualification.store')}</Typography.Text>
          <Select
            value={claim.id}
            style={{ minWidth: 240 }}
            aria-label={t('qualification.store')}
            options={claims.map((c) => ({
              value: c.id,
              label: `${c.store.name} · ${t(`status.${c.status}`)}`,
            }))}
            onChange={(id: number) => navigate(qualificationsHref(id), { replace: true })}
          />
        </Flex>
        <Link to="/state">{t('title.state')}</Link>
      </Flex>
      <ClaimQualifications key={claim.id} claim={claim} startEditing={params.get('edit') === '1'} />
    </Flex>
  );
};

const QualificationsPage = () => {
  const { t } = useTranslation('onboarding');
  return (
    <OnboardingFrame title={t('title.qualifications')}>
      <QualificationsContent />
    </OnboardingFrame>
  );
};

export default QualificationsPage;
