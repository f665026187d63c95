import type { Texts } from '../message-texts';

/** Server and form messages of vouchers and their redemption (核销), in the three languages. */
export const couponMessages = {
  couponCodeRule: {
    en: 'A voucher code is 10 to 12 digits',
    zh: '券码为10至12位数字',
    es: 'Un código de cupón tiene de 10 a 12 dígitos',
  },
  couponPhoneRule: {
    en: 'Enter the member’s phone number (digits only)',
    zh: '请输入会员手机号（仅数字）',
    es: 'Introduzca el teléfono del socio (solo dígitos)',
  },
  couponRequestNoRequired: {
    en: 'A redemption needs a request number',
    zh: '核销须带请求编号',
    es: 'Un canje necesita un número de solicitud',
  },
  couponNotFound: {
    en: 'No voucher has this code',
    zh: '券码不存在',
    es: 'Ningún cupón tiene este código',
  },
  couponOtherStore: {
    en: 'This voucher belongs to another store and cannot be redeemed here',
    zh: '该券码不属于本门店，不能在此核销',
    es: 'Este cupón pertenece a otra tienda y no se puede canjear aquí',
  },
  couponNotYetValid: {
    en: 'This voucher is valid only from {date}',
    zh: '该券码{date}起才可使用',
    es: 'Este cupón solo es válido a partir del {date}',
  },
  couponExpired: {
    en: 'This voucher expired on {date}',
    zh: '该券码已于{date}过期',
    es: 'Este cupón caducó el {date}',
  },
  couponUsedUp: {
    en: 'This voucher has no uses left',
    zh: '该券码已用完',
    es: 'A este cupón no le quedan usos',
  },
  couponRefunded: {
    en: 'This voucher was refunded and cannot be redeemed',
    zh: '该券码已退款，不能核销',
    es: 'Este cupón fue reembolsado y no se puede canjear',
  },
  couponOrderUnpaid: {
    en: 'The order of this voucher is not paid',
    zh: '该券码的订单未支付',
    es: 'El pedido de este cupón no está pagado',
  },
  couponTimesRange: {
    en: 'Redeem between 1 and {max} uses at a time',
    zh: '每次核销次数须在1至{max}次之间',
    es: 'Canjee entre 1 y {max} usos a la vez',
  },
  couponTooManyTimes: {
    en: 'Only {left} uses are left on this voucher',
    zh: '该券码仅剩{left}次，核销次数过多',
    es: 'A este cupón solo le quedan {left} usos',
  },
  couponRedemptionNotFound: {
    en: 'This redemption does not exist',
    zh: '该核销记录不存在',
    es: 'Este canje no existe',
  },
  couponUndoNotYours: {
    en: 'Only the employee who made this redemption or the store owner may undo it',
    zh: '只有核销的员工本人或店主可以撤销该核销',
    es: 'Solo el empleado que hizo este canje o el propietario pueden deshacerlo',
  },
  couponUndoSettled: {
    en: 'The 60-minute undo window has passed; this redemption is settled',
    zh: '已超过60分钟撤销时限，该核销已结算',
    es: 'Pasó el plazo de 60 minutos para deshacer; este canje está liquidado',
  },
  couponAlreadyUndone: {
    en: 'This redemption was already undone',
    zh: '该核销已撤销',
    es: 'Este canje ya se deshizo',
  },
} satisfies Record<string, Texts>;
