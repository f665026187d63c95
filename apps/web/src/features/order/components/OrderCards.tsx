/**
 * The member card a card order delivered (/shareorder detail): its number, which opens the card
 * list filtered to it, and its state now (refunded once the order's refund is approved). Card
 * orders have no vouchers and no redemptions: the card is what was sold.
 */
import type { OrderDetail } from '@merchant/shared';
import { Empty, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const cardColor: Record<string, string> = {
  not_started: 'default',
  active: 'green',
  frozen: 'blue',
  expired: 'default',
  refunded: 'orange',
};

export const OrderCards = ({ order }: { order: OrderDetail }) => {
  const { t } = useTranslation('order');
  if (order.cards.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noCard')} />;
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="id"
      dataSource={order.cards}
      columns={[
        {
          key: 'card_no',
          title: t('field.cardNo'),
          render: (_, card) => (
            <Link to={`/cardlist?f.card_no=${encodeURIComponent(card.card_no)}`}>{card.card_no}</Link>
          ),
        },
        {
          key: 'status',
          title: t('field.status'),
          width: 120,
          render: (_, card) => <Tag color={cardColor[card.status]}>{t(`cardStatus.${card.status}`)}</Tag>,
        },
      ]}
    />
  );
};
