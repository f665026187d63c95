import type { Texts } from '../message-texts';

/** Server messages of consumer reviews (docs/reviews.md), in the three languages. */
export const reviewMessages = {
  reviewOrderNotFound: { en: 'Order not found', zh: '订单不存在', es: 'Pedido no encontrado' },
  reviewOrderNotUsed: {
    en: 'Only an order that has been used can be reviewed',
    zh: '订单核销后才能评价',
    es: 'Solo se puede valorar un pedido que ya se ha usado',
  },
  reviewAlreadyGiven: {
    en: 'This order has already been reviewed',
    zh: '该订单已评价过',
    es: 'Este pedido ya tiene una valoración',
  },
  reviewFileNotYours: {
    en: 'Pictures and videos must be your own uploads',
    zh: '图片和视频必须是您本人上传的文件',
    es: 'Las imágenes y vídeos deben ser archivos que usted ha subido',
  },
  reviewFileWrongType: {
    en: 'Pictures must be images and the video must be a video',
    zh: '图片须为图片文件，视频须为视频文件',
    es: 'Las imágenes deben ser imágenes y el vídeo debe ser un vídeo',
  },
  reviewCoachNotFound: {
    en: 'The coach is not a coach of this store',
    zh: '该教练不属于此门店',
    es: 'El entrenador no pertenece a esta tienda',
  },
  reviewNotFound: { en: 'Review not found', zh: '评价不存在', es: 'Valoración no encontrada' },
  reviewReplyEditExpired: {
    en: 'A reply can only be edited within 24 hours of the first reply',
    zh: '回复仅可在首次回复后24小时内修改',
    es: 'La respuesta solo se puede editar en las 24 horas siguientes a la primera respuesta',
  },
  reviewAppealOpen: {
    en: 'This review already has an appeal waiting for the platform',
    zh: '该评价已有待平台处理的申诉',
    es: 'Esta valoración ya tiene una apelación pendiente de la plataforma',
  },
  reviewAlreadyHidden: {
    en: 'The platform has already upheld an appeal of this review',
    zh: '平台已支持对该评价的申诉',
    es: 'La plataforma ya aceptó una apelación de esta valoración',
  },
  reviewEvidenceNotFound: {
    en: 'Evidence must be files of this store',
    zh: '申诉证据须为本门店的文件',
    es: 'Las pruebas deben ser archivos de esta tienda',
  },
  reviewAppealNotFound: { en: 'Appeal not found', zh: '申诉不存在', es: 'Apelación no encontrada' },
  reviewAppealDecided: {
    en: 'This appeal has already been decided',
    zh: '该申诉已处理',
    es: 'Esta apelación ya se ha resuelto',
  },
  reviewNewTitle: {
    en: 'New review: {stars} stars',
    zh: '新评价：{stars}星',
    es: 'Nueva valoración: {stars} estrellas',
  },
  reviewNewContent: {
    en: 'A customer reviewed “{name}” (order {order_no}): {stars} stars.',
    zh: '顾客评价了“{name}”（订单{order_no}）：{stars}星。',
    es: 'Un cliente valoró «{name}» (pedido {order_no}): {stars} estrellas.',
  },
  reviewAppealUpheldTitle: {
    en: 'Appeal upheld: the review is hidden',
    zh: '申诉成立：评价已隐藏',
    es: 'Apelación aceptada: la valoración queda oculta',
  },
  reviewAppealDismissedTitle: {
    en: 'Appeal dismissed: the review stays',
    zh: '申诉驳回：评价保留',
    es: 'Apelación desestimada: la valoración se mantiene',
  },
  reviewAppealDecidedContent: {
    en: 'The platform decided your appeal of the review of “{name}” (order {order_no}). Reason: {reason}',
    zh: '平台已处理您对“{name}”（订单{order_no}）评价的申诉。理由：{reason}',
    es: 'La plataforma resolvió su apelación de la valoración de «{name}» (pedido {order_no}). Motivo: {reason}',
  },
} satisfies Record<string, Texts>;
