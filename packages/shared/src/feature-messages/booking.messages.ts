import type { Texts } from '../message-texts';

/** Server messages of bookings (docs/bookings.md), in the three languages. */
export const bookingMessages = {
  bookingCreditRequired: {
    en: 'Choose one credit: a card or a paid order',
    zh: '请选择一种抵扣方式：会员卡或已支付订单',
    es: 'Elija un solo crédito: una tarjeta o un pedido pagado',
  },
  bookingSessionNotFound: { en: 'Session not found', zh: '课节不存在', es: 'Sesión no encontrada' },
  bookingSessionNotBookable: {
    en: 'This session can no longer be booked (cancelled or already started)',
    zh: '该课节已取消或已开始，无法预约',
    es: 'Esta sesión ya no se puede reservar (cancelada o ya comenzada)',
  },
  bookingNotOpen: {
    en: 'Booking for this session opens at {opens}',
    zh: '该课节将于{opens}开放预约',
    es: 'La reserva de esta sesión abre el {opens}',
  },
  bookingClosed: {
    en: 'Booking for this session has closed',
    zh: '该课节预约已截止',
    es: 'La reserva de esta sesión ha cerrado',
  },
  bookingAlreadyBooked: {
    en: 'You have already booked this session or are on its waitlist',
    zh: '您已预约该课节或已在候补名单中',
    es: 'Ya reservó esta sesión o está en su lista de espera',
  },
  bookingClash: {
    en: 'You are already booked into another session at this time',
    zh: '您在该时段已预约其他课节',
    es: 'Ya tiene reservada otra sesión a esta hora',
  },
  bookingWaitlistFull: {
    en: 'The session and its waitlist are full',
    zh: '该课节名额及候补均已满',
    es: 'La sesión y su lista de espera están completas',
  },
  bookingNotMember: {
    en: 'You are not a member of this store yet',
    zh: '您还不是该门店的会员',
    es: 'Aún no es socio de esta tienda',
  },
  bookingCardNotFound: { en: 'Card not found', zh: '会员卡不存在', es: 'Tarjeta no encontrada' },
  bookingCardNotHolder: {
    en: 'You do not hold this card',
    zh: '您不是该卡的持卡人',
    es: 'No es titular de esta tarjeta',
  },
  bookingCardNotForCourse: {
    en: 'This card cannot be used for this course',
    zh: '该卡不适用于此课程',
    es: 'Esta tarjeta no sirve para este curso',
  },
  bookingCardFrozen: { en: 'The card is frozen', zh: '会员卡已冻结', es: 'La tarjeta está congelada' },
  bookingCardExpired: {
    en: 'The card has expired by the session’s date',
    zh: '会员卡在上课日期前已过期',
    es: 'La tarjeta habrá caducado en la fecha de la sesión',
  },
  bookingCardRefunded: {
    en: 'The card has been refunded',
    zh: '会员卡已退款',
    es: 'La tarjeta ha sido reembolsada',
  },
  bookingNoUsesLeft: {
    en: 'No uses left once your other bookings are counted',
    zh: '扣除已预约占用后，剩余次数不足',
    es: 'No quedan usos al contar sus otras reservas',
  },
  bookingOrderNotFound: { en: 'Order not found', zh: '订单不存在', es: 'Pedido no encontrado' },
  bookingOrderUnpaid: {
    en: 'The order is not paid',
    zh: '订单尚未支付',
    es: 'El pedido no está pagado',
  },
  bookingNoVoucherForCourse: {
    en: 'The order has no voucher for this course',
    zh: '该订单没有适用于此课程的券码',
    es: 'El pedido no tiene un cupón para este curso',
  },
  bookingVoucherExpired: {
    en: 'The voucher is not valid on the session’s date',
    zh: '券码在上课日期不在有效期内',
    es: 'El cupón no es válido en la fecha de la sesión',
  },
  bookingNotFound: { en: 'Booking not found', zh: '预约不存在', es: 'Reserva no encontrada' },
  bookingNotCancellable: {
    en: 'This booking can no longer be cancelled',
    zh: '该预约已无法取消',
    es: 'Esta reserva ya no se puede cancelar',
  },
  bookingSessionStarted: {
    en: 'The session has started',
    zh: '课节已开始',
    es: 'La sesión ya comenzó',
  },
  bookingNotBooked: {
    en: 'Only a booked place can be checked in or marked absent',
    zh: '只有已预约的名额可以签到或标记缺席',
    es: 'Solo una plaza reservada puede registrarse o marcarse como ausente',
  },
  bookingCheckinTooEarly: {
    en: 'Check-in opens {minutes} minutes before the session',
    zh: '课前{minutes}分钟开放签到',
    es: 'El registro abre {minutes} minutos antes de la sesión',
  },
  bookingNoShowTooEarly: {
    en: 'A no-show can be marked once the session has started',
    zh: '课节开始后才能标记缺席',
    es: 'La ausencia se marca una vez comenzada la sesión',
  },
  bookingSessionHasCheckins: {
    en: 'Members have checked in to this session already; it can no longer be cancelled',
    zh: '该课节已有会员签到，无法取消',
    es: 'Ya hay socios registrados en esta sesión; no se puede cancelar',
  },
  notifyBookingPromoted: {
    en: 'A place opened: you are booked into {course} on {date} at {start}',
    zh: '候补成功：您已预约{date} {start}的{course}',
    es: 'Se liberó una plaza: tiene reservada {course} el {date} a las {start}',
  },
  notifyBookingReleased: {
    en: 'No place opened in {course} on {date} at {start}; your credit is released',
    zh: '{date} {start}的{course}未能候补成功，已释放您的抵扣',
    es: 'No se liberó plaza en {course} el {date} a las {start}; su crédito queda libre',
  },
  notifySessionCancelled: {
    en: '{course} on {date} at {start} was cancelled by the store; your credit is released',
    zh: '门店已取消{date} {start}的{course}，已释放您的抵扣',
    es: 'La tienda canceló {course} el {date} a las {start}; su crédito queda libre',
  },
} satisfies Record<string, Texts>;
