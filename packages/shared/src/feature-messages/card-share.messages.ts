import type { Texts } from '../message-texts';

/**
 * Server and form messages of the card-share feature, in the three languages. The first
 * three failures are the spec's §4 card-share lookup results.
 */
export const cardShareMessages = {
  shareCardNotFound: { en: 'Card not found', zh: '会员卡不存在', es: 'Tarjeta no encontrada' },
  shareCardExpired: { en: 'The card has expired', zh: '会员卡已过期', es: 'La tarjeta ha caducado' },
  shareCardNotShareable: {
    en: 'This card does not support sharing',
    zh: '该卡不支持共享',
    es: 'Esta tarjeta no se puede compartir',
  },
  shareCardFrozen: {
    en: 'The card is frozen',
    zh: '会员卡已冻结',
    es: 'La tarjeta está congelada',
  },
  shareCardRefunded: {
    en: 'The card has been refunded',
    zh: '会员卡已退款',
    es: 'La tarjeta ha sido reembolsada',
  },
  shareHolderLimit: {
    en: 'The card already has its most holders ({max})',
    zh: '该卡持卡人已满（最多{max}人）',
    es: 'La tarjeta ya tiene el máximo de titulares ({max})',
  },
  shareAlreadyHolder: {
    en: 'This member already holds the card',
    zh: '该会员已是此卡的持卡人',
    es: 'Este socio ya es titular de la tarjeta',
  },
  shareAlreadyPending: {
    en: 'This member already has a request for this card waiting for review',
    zh: '该会员已有此卡待审核的共享申请',
    es: 'Este socio ya tiene una solicitud pendiente de revisión para esta tarjeta',
  },
  shareMemberNotFound: {
    en: 'This member does not exist',
    zh: '会员不存在',
    es: 'Este socio no existe',
  },
  shareRequestNotFound: {
    en: 'This share request does not exist',
    zh: '共享申请不存在',
    es: 'Esta solicitud de compartir no existe',
  },
  shareRejectReasonRequired: {
    en: 'Please give the reason for the rejection',
    zh: '请填写驳回原因',
    es: 'Indique el motivo del rechazo',
  },
  shareRequestDecided: {
    en: 'This request has already been decided',
    zh: '该申请已处理',
    es: 'Esta solicitud ya se ha resuelto',
  },
} satisfies Record<string, Texts>;
