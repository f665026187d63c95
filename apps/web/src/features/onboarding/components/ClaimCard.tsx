/** One claim: its store, status (pending review, approved, rejected with the reason) and next action. */
import type { ClaimSummary } from '@merchant/shared';
import { Alert, Button, Card, Collapse, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/date-time';
import { OperationLog } from '../../../components/operation-log/OperationLog';
import { type NextStep, nextStepOf, STATUS_COLOR } from '../claim-model';
import { fetchClaimAudit } from '../onboarding.api';
import type { OnboardingContext } from '../wizard-model';

interface ClaimCardProps {
  claim: ClaimSummary;
  context: OnboardingContext;
  onNext: (step: NextStep) => void;
  busy?: boolean;
}

export const ClaimCard = ({ claim, context, onNext, busy }: ClaimCardProps) => {
  const { t } = useTranslation('onboarding');
  const next = nextStepOf(claim, context);
  const { t: tk } = useTranslation('listKit');
  return (
    <Card
      size="small"
      data-claim-id={claim.id}
      title={
        <Flex gap={8} align="center" wrap>
          <span>{claim.store.name}</span>
          <Tag color={STATUS_COLOR[claim.status]}>{t(`status.${claim.status}`)}</Tag>
        </Flex>
      }
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">
          {claim.store.city} · {claim.store.address}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('status.appliedAt', { time: formatDateTime(claim.created_at) })}
          {claim.decided_at ? ` · ${t('status.decidedAt', { time: formatDateTime(claim.decided_at) })}` : ''}
        </Typography.Text>
        {claim.status === 'rejected' && claim.reason && (
          <Alert type="error" showIcon title={t('status.reason', { reason: claim.reason })} />
        )}
        <Typography.Paragraph style={{ margin: 0 }}>
          {t(`nextHint.${claim.next_action}`)}
        </Typography.Paragraph>
        <Flex gap={8} wrap>
          <Button
            type={next.key === 'view' ? 'default' : 'primary'}
            loading={busy}
            onClick={() => onNext(next)}
          >
            {t(`next.${next.key}`)}
          </Button>
        </Flex>
        {/* Fetched only when opened: most visits only want the status. */}
        <Collapse
          ghost
          size="small"
          items={[
            {
              key: 'log',
              label: tk('operationLog'),
              children: (
                <OperationLog
                  entity="claim"
                  entityId={claim.id}
                  load={(signal) => fetchClaimAudit(claim.id, signal)}
                  stateLabel={(state) => t(`status.${state}`, { defaultValue: state })}
                />
              ),
            },
          ]}
        />
      </Flex>
    </Card>
  );
};
