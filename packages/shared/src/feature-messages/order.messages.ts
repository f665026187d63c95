import type { Texts } from '../message-texts';

/** Server messages of orders and payments (docs/orders.md, docs/payments.md), in the three languages. */
export const orderMessages = {
  orderNotFound: {
    en: 'This order does not exist',
    zh: '该订单不存在',
    es: 'Este pedido no existe',
  },
  orderItemNotFound: {
    en: 'This item is not on sale',
    zh: '该商品不存在或未上架',
    es: 'Este artículo no está a la venta',
  },
  orderOneStore: {
    en: 'One order may hold items of one store only',
    zh: '一个订单只能包含同一门店的商品',
    es: 'Un pedido solo puede contener artículos de una tienda',
  },
  orderSlotRequired: {
    en: 'A timed booking needs its day, start time and units',
    zh: '计时预约须填写日期、开始时间和时长单位数',
    es: 'Una reserva por tiempo necesita el día, la hora de inicio y las unidades',
  },
  orderSlotUnavailable: {
    en: 'This time is not bookable',
    zh: '该时段不可预约',
    es: 'Este horario no se puede reservar',
  },
  orderSlotFull: {
    en: 'This time is fully booked',
    zh: '该时段已约满',
    es: 'Este horario está completo',
  },
  orderCardQuantity: {
    en: 'A card is bought one at a time, on an order of its own',
    zh: '会员卡须单独下单，每次只能购买一张',
    es: 'Las tarjetas se compran de una en una, en un pedido propio',
  },
  orderMemberNotFound: {
    en: 'This member does not exist in this store',
    zh: '本门店没有该会员',
    es: 'Este socio no existe en esta tienda',
  },
  orderGuardianRequired: {
    en: "A child's purchase must be made by the child's guardian (a minor's prepayment needs guardian consent)",
    zh: '未成年会员的订单须由其监护人购买（未成年人预付消费须经监护人同意）',
    es: 'La compra de un menor debe hacerla su tutor (el prepago de un menor requiere el consentimiento del tutor)',
  },
  orderNotUnpaid: {
    en: 'This order is no longer waiting for payment',
    zh: '该订单已不是待支付状态',
    es: 'Este pedido ya no está pendiente de pago',
  },
  orderPayExpired: {
    en: 'The time to pay this order has run out',
    zh: '该订单已超过支付时限',
    es: 'El plazo para pagar este pedido ha vencido',
  },
  orderChannelUnavailable: {
    en: 'This payment channel is not available',
    zh: '该支付渠道不可用',
    es: 'Este canal de pago no está disponible',
  },
  orderSandboxOff: {
    en: 'The sandbox options are accepted only while the sandbox is the payment provider',
    zh: '只有在沙箱为支付渠道时才接受沙箱参数',
    es: 'Las opciones del entorno de pruebas solo se aceptan mientras sea el proveedor de pago',
  },
  orderPaymentPending: {
    en: 'A payment of this order is under way; wait for its result',
    zh: '该订单有一笔支付正在处理中，请等待结果',
    es: 'Hay un pago de este pedido en curso; espere su resultado',
  },
  orderNewTitle: {
    en: 'New order',
    zh: '新订单提醒',
    es: 'Nuevo pedido',
  },
  orderNewContent: {
    en: 'Order {order_no}: {buyer} paid ¥{amount} for “{title}”.',
    zh: '订单{order_no}：{buyer}支付了¥{amount}，购买“{title}”。',
    es: 'Pedido {order_no}: {buyer} pagó ¥{amount} por «{title}».',
  },
  orderRefundNotPaid: {
    en: 'Only a paid order can be refunded',
    zh: '只有已支付的订单可以退款',
    es: 'Solo se puede reembolsar un pedido pagado',
  },
  orderRefundOpen: {
    en: 'A refund of this order is already under way',
    zh: '该订单已有退款申请在处理中',
    es: 'Ya hay un reembolso de este pedido en curso',
  },
  orderRefundNothing: {
    en: 'Nothing of this order is left to refund',
    zh: '该订单没有可退款的内容',
    es: 'No queda nada de este pedido por reembolsar',
  },
  orderRefundExpired: {
    en: 'The vouchers of this order have expired and this item is not refundable on expiry',
    zh: '该订单的券码已过期，且该商品不支持过期退',
    es: 'Los cupones de este pedido han caducado y este artículo no se reembolsa al caducar',
  },
  orderRefundNotRequested: {
    en: 'This order has no refund request waiting for a decision',
    zh: '该订单没有待处理的退款申请',
    es: 'Este pedido no tiene ninguna solicitud de reembolso pendiente',
  },
  orderRefundDeadlinePassed: {
    en: 'The 24 hours to decide have passed: the refund is approved automatically',
    zh: '已超过24小时处理时限，退款将自动同意',
    es: 'Han pasado las 24 horas para decidir: el reembolso se aprueba automáticamente',
  },
  orderRefundRequestedTitle: {
    en: 'Refund requested',
    zh: '退款申请提醒',
    es: 'Reembolso solicitado',
  },
  orderRefundRequestedContent: {
    en: 'Order {order_no}: {buyer} asks for a refund of ¥{amount} (“{reason}”). Decide before {deadline}, or it is approved automatically.',
    zh: '订单{order_no}：{buyer}申请退款¥{amount}（“{reason}”）。请在{deadline}前处理，逾期将自动同意。',
    es: 'Pedido {order_no}: {buyer} solicita un reembolso de ¥{amount} («{reason}»). Decida antes de {deadline} o se aprobará automáticamente.',
  },
} satisfies Record<string, Texts>;
