import type { Texts } from '../message-texts';

/** Server and form messages of the application feature, in the three languages. */
export const applicationMessages = {
  serviceTypeTimed: { en: 'timed services', zh: '计时业务', es: 'servicios por tiempo' },
  serviceTypeCount: { en: 'per-visit services', zh: '计次业务', es: 'servicios por visita' },
  applicationNotFound: {
    en: 'This application does not exist',
    zh: '该开通申请不存在',
    es: 'Esta solicitud no existe',
  },
  applicationLocked: {
    en: 'An application waiting for review or already approved cannot be changed',
    zh: '审核中或已通过的申请不能再修改',
    es: 'Una solicitud en revisión o ya aprobada no se puede cambiar',
  },
  applicationDescriptionTooShort: {
    en: 'Describe the scene in at least {min} characters before submitting',
    zh: '提交前请用至少 {min} 个字描述经营场景',
    es: 'Describa el espacio con al menos {min} caracteres antes de enviar',
  },
  applicationMaterialsRequired: {
    en: 'Add at least one material (an image or a PDF) before submitting',
    zh: '提交前请至少上传一份材料（图片或 PDF）',
    es: 'Añada al menos un material (una imagen o un PDF) antes de enviar',
  },
  applicationMaterialNotFound: {
    en: 'The file in {field} is not one of this store’s uploaded images or PDFs; please upload it again',
    zh: '{field} 不是本门店上传的图片或 PDF，请重新上传',
    es: 'El archivo de {field} no es una imagen ni un PDF subido por esta tienda; súbalo de nuevo',
  },
  applicationDuplicateMaterials: {
    en: 'The same material is listed twice in {field}',
    zh: '{field} 中有重复的材料',
    es: 'El mismo material aparece dos veces en {field}',
  },
  applicationApprovedTitle: {
    en: 'Application approved: {service}',
    zh: '开通申请已通过：{service}',
    es: 'Solicitud aprobada: {service}',
  },
  applicationApprovedContent: {
    en: 'The platform approved the application of {store} to open {service}. You can now set them up and sell them.',
    zh: '平台已通过「{store}」开通{service}的申请，现在可以设置并销售。',
    es: 'La plataforma aprobó la solicitud de {store} para abrir {service}. Ya puede configurarlos y venderlos.',
  },
  applicationRejectedTitle: {
    en: 'Application rejected: {service}',
    zh: '开通申请未通过：{service}',
    es: 'Solicitud rechazada: {service}',
  },
  applicationRejectedContent: {
    en: 'The platform rejected the application of {store} to open {service}. Reason: {reason}. Change it and submit it again.',
    zh: '平台驳回了「{store}」开通{service}的申请。理由：{reason}。请修改后重新提交。',
    es: 'La plataforma rechazó la solicitud de {store} para abrir {service}. Motivo: {reason}. Cámbiela y envíela de nuevo.',
  },
  applicationRevokedTitle: {
    en: 'Service closed: {service}',
    zh: '业务已关闭：{service}',
    es: 'Servicio cerrado: {service}',
  },
  applicationRevokedContent: {
    en: 'The platform withdrew the approval of {service} at {store}: they cannot be edited or sold until a new application is approved. Reason: {reason}.',
    zh: '平台撤销了「{store}」的{service}开通许可：在新的申请通过前不能编辑或销售。理由：{reason}。',
    es: 'La plataforma retiró la aprobación de {service} en {store}: no se pueden editar ni vender hasta que se apruebe una nueva solicitud. Motivo: {reason}.',
  },
} satisfies Record<string, Texts>;
