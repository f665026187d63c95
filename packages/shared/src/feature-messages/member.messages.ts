import type { Texts } from '../message-texts';

/** Server and form messages of the member feature, in the three languages. */
export const memberMessages = {
  memberNotFound: {
    en: 'This member does not exist in this store',
    zh: '该会员不存在',
    es: 'Este socio no existe en esta tienda',
  },
  memberPhoneTaken: {
    en: 'Another member of this store already has this phone number',
    zh: '本店已有会员使用该手机号',
    es: 'Otro socio de esta tienda ya tiene este teléfono',
  },
  memberIdCardTaken: {
    en: 'Another member of this store already has this ID card number',
    zh: '本店已有会员使用该身份证号',
    es: 'Otro socio de esta tienda ya tiene este número de documento',
  },
  memberPhoneOrGuardian: {
    en: 'Enter the member’s phone, or a guardian’s name and phone for a child',
    zh: '请输入会员手机号；儿童可填写监护人姓名和手机号',
    es: 'Introduzca el teléfono del socio, o el nombre y teléfono de un tutor si es menor',
  },
  memberGuardianBoth: {
    en: 'A child’s guardian needs both a name and an 11-digit phone number',
    zh: '监护人需同时填写姓名和11位手机号',
    es: 'El tutor de un menor necesita nombre y un teléfono de 11 dígitos',
  },
} satisfies Record<string, Texts>;
