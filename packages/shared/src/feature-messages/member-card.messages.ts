import type { Texts } from '../message-texts';

/** Server and form messages of the member-card feature, in the three languages. */
export const memberCardMessages = {
  memberCardUseWindowPair: {
    en: 'Give both the start and the end of the use, or neither',
    zh: '使用时段的开始和结束须同时填写或同时不填',
    es: 'Indique el inicio y el fin del uso, o ninguno',
  },
  memberCardUseWindowOrder: {
    en: 'The end of the use must be after its start',
    zh: '使用结束时间必须晚于开始时间',
    es: 'El fin del uso debe ser posterior a su inicio',
  },
  memberCardServicePair: {
    en: 'Give both the service kind and the service id, or neither',
    zh: '服务类型和服务编号须同时填写或同时不填',
    es: 'Indique el tipo y el número del servicio, o ninguno',
  },
  memberCardNotFound: {
    en: 'This card does not exist',
    zh: '该会员卡不存在',
    es: 'Esta tarjeta no existe',
  },
  memberCardMemberNotFound: {
    en: 'This member does not exist in this store',
    zh: '本门店没有该会员',
    es: 'Este socio no existe en esta tienda',
  },
  memberCardTypeNotFound: {
    en: 'This card type does not exist in this store',
    zh: '本门店没有该卡种',
    es: 'Este tipo de tarjeta no existe en esta tienda',
  },
  memberCardTypeOffSale: {
    en: 'This card type is not on sale',
    zh: '该卡种已下架，不能开卡',
    es: 'Este tipo de tarjeta no está a la venta',
  },
  memberCardStartsOnRange: {
    en: 'The start date must be between today and {days} days from now',
    zh: '开始日期须在今天至{days}天以内',
    es: 'La fecha de inicio debe estar entre hoy y dentro de {days} días',
  },
  memberCardNotHolder: {
    en: 'This member does not hold this card',
    zh: '该会员不是此卡的持卡人',
    es: 'Este socio no es titular de esta tarjeta',
  },
  memberCardFrozen: {
    en: 'This card is frozen; unfreeze it first',
    zh: '该卡已冻结，请先解冻',
    es: 'Esta tarjeta está congelada; descongélela primero',
  },
  memberCardExpired: {
    en: 'This card has expired',
    zh: '该卡已过期',
    es: 'Esta tarjeta ha caducado',
  },
  memberCardRefunded: {
    en: 'This card has been refunded',
    zh: '该卡已退卡',
    es: 'Esta tarjeta ha sido reembolsada',
  },
  memberCardUnitsRequired: {
    en: 'Enter the amount to deduct (in fen) for a stored-value card',
    zh: '储值卡请填写扣费金额（分）',
    es: 'Indique el importe a descontar (en fen) de una tarjeta monedero',
  },
  memberCardBalanceLow: {
    en: 'Not enough left on this card ({balance} left)',
    zh: '卡内余额不足（剩余{balance}）',
    es: 'No queda saldo suficiente en esta tarjeta (quedan {balance})',
  },
  memberCardInUse: {
    en: 'This card is already in use at this time and does not allow use by two holders at once',
    zh: '该卡此时段已在使用中，此卡不支持同时使用',
    es: 'Esta tarjeta ya se está usando en este horario y no admite dos usos a la vez',
  },
  memberCardCourseNotCovered: {
    en: 'This card is not valid for {course}',
    zh: '该卡不适用于课程「{course}」',
    es: 'Esta tarjeta no es válida para {course}',
  },
  memberCardSessionNotFound: {
    en: 'This class session does not exist in this store',
    zh: '本门店没有该课程场次',
    es: 'Esta sesión de clase no existe en esta tienda',
  },
  memberCardFreezeNotAllowed: {
    en: 'This card type cannot be frozen',
    zh: '该卡种不支持冻结',
    es: 'Este tipo de tarjeta no se puede congelar',
  },
  memberCardFreezeTimesExceeded: {
    en: 'This card may be frozen at most {max} times',
    zh: '该卡最多可冻结{max}次',
    es: 'Esta tarjeta se puede congelar como máximo {max} veces',
  },
  memberCardFreezeDaysExceeded: {
    en: 'This card may be frozen for {left} more days at most',
    zh: '该卡最多还能冻结{left}天',
    es: 'Esta tarjeta se puede congelar como máximo {left} días más',
  },
  memberCardNotTransferable: {
    en: 'An expired or refunded card cannot be transferred',
    zh: '已过期或已退卡的会员卡不能转让',
    es: 'Una tarjeta caducada o reembolsada no se puede transferir',
  },
  memberCardTransferSameOwner: {
    en: 'This member already owns the card',
    zh: '该会员已是此卡的持有人',
    es: 'Este socio ya es el titular de la tarjeta',
  },
  memberCardPhoneNotMember: {
    en: 'No member of this store has this phone number; ask the store to add them first',
    zh: '该门店没有使用此手机号的会员，请先到门店登记',
    es: 'Ningún socio de esta tienda tiene este teléfono; pida a la tienda que lo registre',
  },
  memberCardRefundQuoteChanged: {
    en: 'The refund amount has changed to {amount} yuan; check the new quote and confirm again',
    zh: '退款金额已变为{amount}元，请核对新的报价后重新确认',
    es: 'El importe del reembolso ha cambiado a {amount} yuanes; revise el nuevo cálculo y confirme de nuevo',
  },
  memberCardTransferTitle: {
    en: 'Card {card_no} transferred',
    zh: '会员卡{card_no}已转让',
    es: 'Tarjeta {card_no} transferida',
  },
  memberCardTransferContent: {
    en: 'Card {card_no} ({name}) passed from {from} to {to}.',
    zh: '会员卡{card_no}（{name}）已由{from}转让给{to}。',
    es: 'La tarjeta {card_no} ({name}) pasó de {from} a {to}.',
  },
} satisfies Record<string, Texts>;
