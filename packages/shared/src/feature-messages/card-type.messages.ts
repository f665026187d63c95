import type { Texts } from '../message-texts';

/** Server and form messages of the card-type feature, in the three languages. */
export const cardTypeMessages = {
  cardTypeNotFound: {
    en: 'The card type does not exist',
    zh: '卡种不存在',
    es: 'El tipo de tarjeta no existe',
  },
  cardTypeMaxHolders: {
    en: 'A shareable card has 2 to 10 holders',
    zh: '可共享的卡持卡人数为2至10人',
    es: 'Una tarjeta compartible tiene de 2 a 10 titulares',
  },
  cardTypeFreezeLimits: {
    en: 'When freezing is allowed, enter the most days (1 to 365) and times (1 to 12) in {field}',
    zh: '允许冻结时，请在 {field} 填写最多冻结天数（1至365天）和次数（1至12次）',
    es: 'Si se permite congelar, indique en {field} los días (1 a 365) y las veces (1 a 12) como máximo',
  },
  cardTypeCourseNotFound: {
    en: 'The course in {field} is not one of your store’s courses',
    zh: '{field} 中的课程不是本门店的课程',
    es: 'El curso de {field} no es uno de los cursos de su tienda',
  },
  cardTypeKindLocked: {
    en: 'Cards of this type have been sold, so its kind cannot change',
    zh: '该卡种已有售出的卡，不能更改卡类型',
    es: 'Ya se han vendido tarjetas de este tipo; su clase no puede cambiar',
  },
  cardTypeStatusByAction: {
    en: 'Put the card type on or off sale with its own button',
    zh: '请使用上架或下架按钮更改卡种状态',
    es: 'Ponga el tipo de tarjeta a la venta o retírelo con su propio botón',
  },
  cardTypeCapNotice: {
    en: 'Saved, but under the store’s prepaid-card rules this card cannot be sold: {warnings}',
    zh: '已保存，但按门店的预付卡规则此卡无法售出：{warnings}',
    es: 'Guardado, pero según las reglas de prepago de la tienda esta tarjeta no se puede vender: {warnings}',
  },
  // One message per prepaid cap (prepaid-caps.ts); {limit} is yuan, months or sessions.
  prepaidCapPeriodFen: {
    en: 'Over the Shanghai prepaid-card limit: period cards at most {limit} yuan',
    zh: '超过上海预付卡限额：时间卡不超过{limit}元',
    es: 'Supera el límite de tarjetas prepago de Shanghái: tarjetas de periodo como máximo {limit} yuanes',
  },
  prepaidCapPeriodMonths: {
    en: 'Over the Shanghai prepaid-card limit: period cards at most {limit} months',
    zh: '超过上海预付卡限额：时间卡期限不超过{limit}个月',
    es: 'Supera el límite de tarjetas prepago de Shanghái: tarjetas de periodo como máximo {limit} meses',
  },
  prepaidCapCountFen: {
    en: 'Over the Shanghai prepaid-card limit: count cards at most {limit} yuan',
    zh: '超过上海预付卡限额：次卡不超过{limit}元',
    es: 'Supera el límite de tarjetas prepago de Shanghái: bonos de sesiones como máximo {limit} yuanes',
  },
  prepaidCapCountSessions: {
    en: 'Over the Shanghai prepaid-card limit: count cards at most {limit} sessions',
    zh: '超过上海预付卡限额：次卡不超过{limit}次',
    es: 'Supera el límite de tarjetas prepago de Shanghái: bonos de sesiones como máximo {limit} sesiones',
  },
  prepaidCapStoredValueFen: {
    en: 'Over the Shanghai prepaid-card limit: stored-value cards at most {limit} yuan',
    zh: '超过上海预付卡限额：储值卡不超过{limit}元',
    es: 'Supera el límite de tarjetas prepago de Shanghái: tarjetas monedero como máximo {limit} yuanes',
  },
  prepaidCapTotalFen: {
    en: 'Over the Shanghai prepaid-card limit: at most {limit} yuan prepaid in all',
    zh: '超过上海预付卡限额：预付总额不超过{limit}元',
    es: 'Supera el límite de tarjetas prepago de Shanghái: como máximo {limit} yuanes prepagados en total',
  },
} satisfies Record<string, Texts>;
