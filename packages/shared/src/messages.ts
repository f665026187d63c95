/**
 * Messages that the server sends in `message` and that forms show, in the three languages.
 * Where the spec gives a message, `zh` is that text word for word. `{name}` placeholders are
 * filled by `formatMessage`.
 */

import { applicationMessages } from './feature-messages/application.messages';
import { bookingMessages } from './feature-messages/booking.messages';
import { cardShareMessages } from './feature-messages/card-share.messages';
import { cardTypeMessages } from './feature-messages/card-type.messages';
import { couponMessages } from './feature-messages/coupon.messages';
import { financeMessages } from './feature-messages/finance.messages';
import { idempotencyMessages } from './feature-messages/idempotency.messages';
import { listPagingMessages } from './feature-messages/list-paging.messages';
import { memberMessages } from './feature-messages/member.messages';
import { memberCardMessages } from './feature-messages/member-card.messages';
import { opsMessages } from './feature-messages/ops.messages';
import { orderMessages } from './feature-messages/order.messages';
import { reviewMessages } from './feature-messages/review.messages';
import { serviceMessages } from './feature-messages/service.messages';
import { statisticsMessages } from './feature-messages/statistics.messages';
import { DEFAULT_LANGUAGE, type Language, languages, type Texts } from './message-texts';

export { DEFAULT_LANGUAGE, type Language, languages } from './message-texts';

export const messages = {
  ok: { en: 'Success', zh: '成功', es: 'Correcto' },
  notSignedIn: { en: 'Please sign in first', zh: '请先登录', es: 'Inicie sesión primero' },
  sessionExpired: {
    en: 'Your session has expired, please sign in again',
    zh: '登录已过期，请重新登录',
    es: 'Su sesión ha caducado, inicie sesión de nuevo',
  },
  sessionRevoked: {
    en: 'You have been signed out, please sign in again',
    zh: '你已被登出，请重新登录',
    es: 'Se ha cerrado su sesión, inicie sesión de nuevo',
  },
  badCredentials: {
    en: 'Wrong user name or password',
    zh: '用户名或密码错误',
    es: 'Usuario o contraseña incorrectos',
  },
  badSmsCode: {
    en: 'The code is wrong or has expired',
    zh: '验证码错误或已过期',
    es: 'El código es incorrecto o ha caducado',
  },
  phoneNotRegistered: {
    en: 'No account uses this phone number',
    zh: '该手机号未注册',
    es: 'Ningún usuario tiene este teléfono',
  },
  wrongOldPassword: {
    en: 'The current password is wrong',
    zh: '原密码错误',
    es: 'La contraseña actual es incorrecta',
  },
  tooManyAttempts: {
    en: 'Too many attempts, please try again in {seconds} seconds',
    zh: '尝试次数过多，请{seconds}秒后再试',
    es: 'Demasiados intentos, inténtelo de nuevo en {seconds} segundos',
  },
  invalidField: {
    en: 'Invalid value for {field}',
    zh: '{field} 的值无效',
    es: 'Valor no válido para {field}',
  },
  requiredField: { en: '{field} is required', zh: '{field} 不能为空', es: '{field} es obligatorio' },
  unknownListField: {
    en: 'This list cannot be filtered or sorted by {field}',
    zh: '该列表不支持按 {field} 筛选或排序',
    es: 'Esta lista no se puede filtrar ni ordenar por {field}',
  },
  unsupportedOperator: {
    en: 'Operator {operator} is not allowed on {field}',
    zh: '字段 {field} 不支持运算符 {operator}',
    es: 'El operador {operator} no se permite en {field}',
  },
  controlCharacters: {
    en: '{field} must not contain control characters',
    zh: '{field} 不能包含控制字符',
    es: '{field} no puede contener caracteres de control',
  },
  priceRule: {
    en: 'The price must be more than 9 yuan',
    zh: '价格不得低于9元',
    es: 'El precio debe ser superior a 9 yuanes',
  },
  transitionNotAllowed: {
    en: 'This change ({from} to {to}) is not allowed here',
    zh: '不允许此状态变更（{from} → {to}）',
    es: 'Este cambio ({from} a {to}) no está permitido aquí',
  },
  stateChanged: {
    en: 'This record has just been changed by someone else; reload it and try again',
    zh: '该记录刚被他人修改，请刷新后重试',
    es: 'Otra persona acaba de cambiar este registro; recárguelo e inténtelo de nuevo',
  },
  phoneRule: {
    en: 'Please enter an 11-digit phone number',
    zh: '请输入11位手机号',
    es: 'Introduzca un teléfono de 11 dígitos',
  },
  smsCodeRule: {
    en: 'Please enter the 6-digit code',
    zh: '请输入6位验证码',
    es: 'Introduzca el código de 6 dígitos',
  },
  passwordRule: {
    en: 'Use 8 to 64 characters with at least one letter and one digit',
    zh: '密码须为8到64位，且至少包含一个字母和一个数字',
    es: 'Use de 8 a 64 caracteres con al menos una letra y un dígito',
  },
  idCardRule: {
    en: 'Please enter a valid resident identity card number',
    zh: '请输入正确的身份证号',
    es: 'Introduzca un número de documento de identidad válido',
  },
  licenceCodeRule: {
    en: 'Please enter the 18-character unified social credit code of the business licence',
    zh: '请输入正确的18位营业执照信用代码',
    es: 'Introduzca el código de crédito social unificado de 18 caracteres de la licencia',
  },
  storePhoneRule: {
    en: 'Please enter an 11-digit mobile number or a landline such as 010-85801234',
    zh: '请输入11位手机号或固定电话（如010-85801234）',
    es: 'Introduzca un móvil de 11 dígitos o un fijo como 010-85801234',
  },
  phoneAlreadyRegistered: {
    en: 'This phone number is already registered: sign in or reset your password',
    zh: '该手机号已注册，请直接登录或找回密码',
    es: 'Este teléfono ya está registrado: inicie sesión o restablezca su contraseña',
  },
  merchantOnly: {
    en: 'Only merchant accounts can claim stores',
    zh: '仅商户账号可以认领门店',
    es: 'Solo las cuentas de comerciante pueden reclamar tiendas',
  },
  platformOnly: {
    en: 'Only platform accounts can do this',
    zh: '仅平台账号可以进行此操作',
    es: 'Solo las cuentas de la plataforma pueden hacer esto',
  },
  storeNotFound: { en: 'This store does not exist', zh: '该门店不存在', es: 'Esta tienda no existe' },
  storeAlreadyExists: {
    en: 'A store with this name already exists in this city: find it in the list and claim it',
    zh: '该城市已有同名门店，请在列表中查找并认领',
    es: 'Ya existe una tienda con este nombre en esta ciudad: búsquela en la lista y reclámela',
  },
  storeAlreadyClaimed: {
    en: 'This store has already been claimed by another merchant',
    zh: '该门店已被其他商户认领',
    es: 'Otro comerciante ya ha reclamado esta tienda',
  },
  storeAlreadyManaged: {
    en: 'You already manage this store',
    zh: '你已是该门店的管理者',
    es: 'Usted ya gestiona esta tienda',
  },
  claimPending: {
    en: 'This store already has a claim waiting for review',
    zh: '该门店已有待审核的认领申请',
    es: 'Esta tienda ya tiene una solicitud pendiente de revisión',
  },
  claimNotFound: {
    en: 'This claim does not exist',
    zh: '该认领申请不存在',
    es: 'Esta solicitud no existe',
  },
  claimAlreadyDecided: {
    en: 'This claim has already been reviewed',
    zh: '该认领申请已审核',
    es: 'Esta solicitud ya ha sido revisada',
  },
  qualificationMissing: {
    en: 'The merchant has not submitted qualifications for this claim yet',
    zh: '商户尚未提交该认领的资质',
    es: 'El comerciante aún no ha enviado los documentos de esta solicitud',
  },
  qualificationNotFound: {
    en: 'These qualifications do not exist',
    zh: '该资质不存在',
    es: 'Estos documentos no existen',
  },
  qualificationApproved: {
    en: 'These qualifications have been approved and can no longer be changed or deleted',
    zh: '资质已审核通过，不能再修改或删除',
    es: 'Estos documentos ya fueron aprobados y no se pueden cambiar ni eliminar',
  },
  photoNotFound: {
    en: 'The photo in {field} is not one of your uploaded images; please upload it again',
    zh: '{field} 不是你上传的图片，请重新上传',
    es: 'La foto de {field} no es una de sus imágenes subidas; súbala de nuevo',
  },
  idCardPhotosSame: {
    en: 'The front and back of the identity card must be two different photos',
    zh: '身份证正面和反面须为两张不同的照片',
    es: 'El anverso y el reverso del documento deben ser dos fotos distintas',
  },
  rejectReasonRule: {
    en: 'Please give the reason for the rejection (at most 500 characters)',
    zh: '请填写驳回原因（不超过500字）',
    es: 'Indique el motivo del rechazo (como máximo 500 caracteres)',
  },
  storeNotManaged: {
    en: 'You do not manage this store',
    zh: '你无权管理该门店',
    es: 'Usted no gestiona esta tienda',
  },
  noStoreSelected: {
    en: 'Please select a store first',
    zh: '请先选择门店',
    es: 'Seleccione primero una tienda',
  },
  consoleAccountsOnly: {
    en: 'This account cannot use the merchant console',
    zh: '该账号不能使用商户后台',
    es: 'Esta cuenta no puede usar la consola de comerciantes',
  },
  appAccountsOnly: {
    en: 'Only accounts of the app can make this call',
    zh: '仅App用户账号可以调用此接口',
    es: 'Solo las cuentas de la aplicación pueden hacer esta llamada',
  },
  merchantStoresOnly: {
    en: 'Only merchant accounts act in a store',
    zh: '仅商户账号可以在门店中操作',
    es: 'Solo las cuentas de comerciante actúan en una tienda',
  },
  permissionDenied: {
    en: 'You do not have the permission {permission}',
    zh: '你没有权限：{permission}',
    es: 'No tiene el permiso {permission}',
  },
  notFound: { en: 'Not found', zh: '未找到', es: 'No encontrado' },
  // Staff (docs/staff-access.md).
  employeeNotFound: {
    en: 'This employee does not exist',
    zh: '该员工不存在',
    es: 'Este empleado no existe',
  },
  employeeExists: {
    en: 'This phone number already belongs to one of your employees',
    zh: '该手机号已是你的员工',
    es: 'Este teléfono ya pertenece a uno de sus empleados',
  },
  employeeIsSelf: {
    en: 'You cannot add yourself as an employee',
    zh: '不能将自己添加为员工',
    es: 'No puede añadirse a sí mismo como empleado',
  },
  employeeAccountNotMerchant: {
    en: 'This phone number belongs to an account that cannot work in a store (a platform or app account)',
    zh: '该手机号属于不能在门店工作的账号（平台或App账号）',
    es: 'Este teléfono pertenece a una cuenta que no puede trabajar en una tienda (de la plataforma o de la app)',
  },
  employeeUsernameTaken: {
    en: 'Another account already uses this phone number as its user name',
    zh: '已有其他账号以该手机号作为用户名',
    es: 'Otra cuenta ya usa este teléfono como nombre de usuario',
  },
  functionNotGrantable: {
    en: 'The permission {id} cannot be granted to employees',
    zh: '权限 {id} 不能授予员工',
    es: 'El permiso {id} no se puede conceder a empleados',
  },
  employeeDisabled: {
    en: 'This account was disabled by the store owner',
    zh: '该账号已被店主停用',
    es: 'El propietario de la tienda ha desactivado esta cuenta',
  },
  passwordAlreadySet: {
    en: 'Your password has already been set; change it with the current one',
    zh: '密码已设置，请使用原密码修改',
    es: 'Su contraseña ya está establecida; cámbiela con la actual',
  },
  announcementNotFound: {
    en: 'This announcement does not exist',
    zh: '该公告不存在',
    es: 'Este anuncio no existe',
  },
  messageNotFound: {
    en: 'This message does not exist',
    zh: '该消息不存在',
    es: 'Este mensaje no existe',
  },
  routeNotFound: {
    en: 'No such call: {method} {url}',
    zh: '接口不存在：{method} {url}',
    es: 'No existe la llamada: {method} {url}',
  },
  malformedUrl: {
    en: 'The address of this call is malformed',
    zh: '请求地址格式错误',
    es: 'La dirección de esta llamada no es válida',
  },
  urlPartTooLong: {
    en: 'A part of the address is longer than {max} characters',
    zh: '请求地址中的某一段超过 {max} 个字符',
    es: 'Una parte de la dirección supera los {max} caracteres',
  },
  requestTooLarge: {
    en: 'The address or headers of this call are too large',
    zh: '请求地址或请求头过大',
    es: 'La dirección o las cabeceras de esta llamada son demasiado grandes',
  },
  requestTimedOut: {
    en: 'The call took too long to arrive',
    zh: '请求发送超时',
    es: 'La llamada tardó demasiado en llegar',
  },
  malformedRequest: {
    en: 'This call is not a valid HTTP request',
    zh: '请求不是有效的 HTTP 请求',
    es: 'Esta llamada no es una petición HTTP válida',
  },
  forbidden: { en: 'You may not do this', zh: '无权进行此操作', es: 'No tiene permiso para hacer esto' },
  serverError: {
    en: 'Something went wrong on the server; nothing was changed',
    zh: '服务器出错，未做任何更改',
    es: 'Algo falló en el servidor; no se cambió nada',
  },
  databaseUnavailable: {
    en: 'The database cannot be reached',
    zh: '无法连接数据库',
    es: 'No se puede acceder a la base de datos',
  },
  uploadEmptyFile: {
    en: 'The file is empty',
    zh: '文件为空，无法上传',
    es: 'El archivo está vacío',
  },
  uploadTypeNotAllowed: {
    en: 'This file type cannot be uploaded; allowed: images (jpg, jpeg, png, webp, gif), videos (mp4, mov, webm, m4v), documents (pdf)',
    zh: '不支持该文件类型；允许：图片（jpg、jpeg、png、webp、gif）、视频（mp4、mov、webm、m4v）、文档（pdf）',
    es: 'No se puede subir este tipo de archivo; se admiten imágenes (jpg, jpeg, png, webp, gif), vídeos (mp4, mov, webm, m4v) y documentos (pdf)',
  },
  uploadTooLarge: {
    en: 'The file is too large: files of this type may be at most {limit}',
    zh: '文件过大：此类文件不能超过{limit}',
    es: 'El archivo es demasiado grande: este tipo de archivo admite como máximo {limit}',
  },
  uploadKeyNotYours: {
    en: 'This file belongs neither to the selected store nor to your account',
    zh: '该文件不属于当前门店或你的账号',
    es: 'Este archivo no pertenece a la tienda seleccionada ni a su cuenta',
  },
  uploadAlreadyReported: {
    en: 'This upload has already been recorded',
    zh: '该文件已上传登记',
    es: 'Esta subida ya se ha registrado',
  },
  uploadObjectMissing: {
    en: 'The file was not found in storage; please upload it again',
    zh: '存储中未找到该文件，请重新上传',
    es: 'No se encontró el archivo en el almacenamiento; súbalo de nuevo',
  },
  uploadSizeMismatch: {
    en: 'The stored file has {actual} bytes, not {expected}; please upload it again',
    zh: '存储的文件大小为{actual}字节，而不是{expected}字节，请重新上传',
    es: 'El archivo guardado tiene {actual} bytes, no {expected}; súbalo de nuevo',
  },
  uploadContentMismatch: {
    en: 'The content of this file is not a valid {ext} file',
    zh: '文件内容不是有效的{ext}文件',
    es: 'El contenido de este archivo no es un archivo {ext} válido',
  },
  uploadMd5Mismatch: {
    en: 'The file checksum does not match; please upload it again',
    zh: '文件校验值不一致，请重新上传',
    es: 'La suma de verificación no coincide; súbalo de nuevo',
  },
  uploadNotConfigured: {
    en: 'Uploads are not configured on this server',
    zh: '服务器未配置文件上传',
    es: 'La subida de archivos no está configurada en este servidor',
  },
  uploadSigningNotUsed: {
    en: 'This server does not sign storage requests: use the temporary credentials of the credential call',
    zh: '本服务器不代签存储请求：请使用上传凭证接口返回的临时密钥',
    es: 'Este servidor no firma las peticiones al almacenamiento: use las credenciales temporales de la llamada de credenciales',
  },
  uploadFileNotFound: {
    en: 'This file does not exist',
    zh: '该文件不存在',
    es: 'Este archivo no existe',
  },
  // Areas, the weekly timetable and past courses (docs/schedule.md).
  timeRule: {
    en: 'Please enter {field} as a time of day (HH:MM)',
    zh: '{field} 须为时间（HH:MM）',
    es: 'Introduzca {field} como hora del día (HH:MM)',
  },
  rangeEndRule: {
    en: 'In {field} the end must be after the start',
    zh: '{field} 的结束时间须晚于开始时间',
    es: 'En {field} el final debe ser posterior al inicio',
  },
  rangesOverlap: {
    en: 'The opening ranges in {field} overlap',
    zh: '{field} 中的营业时段有重叠',
    es: 'Los horarios de {field} se solapan',
  },
  endAfterStart: {
    en: 'The end time must be after the start time',
    zh: '结束时间须晚于开始时间',
    es: 'La hora de fin debe ser posterior a la de inicio',
  },
  minAttendeesRule: {
    en: 'The minimum number of attendees cannot exceed the capacity',
    zh: '最少开课人数不能超过容纳人数',
    es: 'El mínimo de asistentes no puede superar la capacidad',
  },
  validToRule: {
    en: 'The last valid day cannot be before the first',
    zh: '结束日期不能早于开始日期',
    es: 'El último día válido no puede ser anterior al primero',
  },
  validSpanRule: {
    en: 'A rule is valid for at most 26 weeks',
    zh: '排课规则的有效期最长为26周',
    es: 'Una regla es válida como máximo 26 semanas',
  },
  areaNotFound: {
    en: 'This area does not exist',
    zh: '该场地不存在',
    es: 'Esta zona no existe',
  },
  areaInUse: {
    en: 'This area is still used by listings ({courses}), active timetable rules ({rules}) and upcoming sessions ({sessions}); move them to another area first',
    zh: '该场地仍被{courses}个课程、{rules}条生效的排课规则和{sessions}节未开始的课程使用，请先将其移至其他场地',
    es: 'Esta zona sigue en uso (ofertas: {courses}, reglas activas del horario: {rules}, sesiones próximas: {sessions}); páselas antes a otra zona',
  },
  areaBookedByServices: {
    en: 'This area is booked through {count} timed services; change their area under Timed business first',
    zh: '该场地仍被{count}个计时业务使用，请先在计时业务中更换场地',
    es: 'Esta zona se reserva mediante {count} servicios por tiempo; cambie antes su zona en Negocio por tiempo',
  },
  areaHasHistory: {
    en: 'This area is named by past or cancelled sessions ({count}) and cannot be deleted',
    zh: '该场地被{count}节已上或已取消的课程引用，不能删除',
    es: 'Esta zona figura en sesiones pasadas o canceladas ({count}) y no se puede eliminar',
  },
  areaCapacityInUse: {
    en: 'Sessions of this area hold up to {capacity} people; the capacity cannot be lower',
    zh: '该场地的排课容纳人数最多为{capacity}人，场地容量不能低于此数',
    es: 'Las sesiones de esta zona admiten hasta {capacity} personas; la capacidad no puede ser menor',
  },
  timetableCourseNotSellable: {
    en: 'The listing in {field} is not an online or offline listing of this store',
    zh: '{field} 中的课程不是本门店已上架或已下架的课程',
    es: 'La oferta de {field} no es una oferta publicada o retirada de esta tienda',
  },
  timetableCoachNotActive: {
    en: 'The coach in {field} is not an active coach of this store',
    zh: '{field} 中的教练不是本门店在职的教练',
    es: 'El entrenador de {field} no es un entrenador activo de esta tienda',
  },
  timetableAreaNotFound: {
    en: 'The area in {field} is not an area of this store',
    zh: '{field} 中的场地不是本门店的场地',
    es: 'La zona de {field} no es una zona de esta tienda',
  },
  capacityOverArea: {
    en: 'The capacity ({capacity}) exceeds the area’s capacity ({max})',
    zh: '容纳人数（{capacity}）超过场地容量（{max}）',
    es: 'La capacidad ({capacity}) supera la de la zona ({max})',
  },
  capacityOverClass: {
    en: 'The capacity ({capacity}) exceeds the listing’s class size ({max})',
    zh: '容纳人数（{capacity}）超过课程的班级人数（{max}）',
    es: 'La capacidad ({capacity}) supera el tamaño de grupo de la oferta ({max})',
  },
  timetableNoSessions: {
    en: 'This rule creates no session: none of its days from {from} to {to} is still to come',
    zh: '该规则不会生成任何课程：{from}至{to}之间没有尚未开始的日期',
    es: 'Esta regla no crea ninguna sesión: ninguno de sus días del {from} al {to} está por venir',
  },
  timetableConflicts: {
    en: 'Sessions in conflict: {count} (the first on {date} at {start}: {reason}); resolve every conflict before saving',
    zh: '有{count}节课程存在冲突（首个：{date} {start}，{reason}），请解决所有冲突后再保存',
    es: 'Sesiones en conflicto: {count} (la primera el {date} a las {start}: {reason}); resuelva todos los conflictos antes de guardar',
  },
  conflictAreaOverlap: {
    en: 'the area is already used by {name}',
    zh: '场地已被{name}占用',
    es: 'la zona ya la usa {name}',
  },
  conflictCoachOverlap: {
    en: 'the coach already teaches {name}',
    zh: '教练同时在上{name}',
    es: 'el entrenador ya imparte {name}',
  },
  conflictOutsideHours: {
    en: 'outside the area’s opening hours',
    zh: '不在场地营业时间内',
    es: 'fuera del horario de la zona',
  },
  timetableRuleNotFound: {
    en: 'This timetable rule does not exist',
    zh: '该排课规则不存在',
    es: 'Esta regla del horario no existe',
  },
  timetableRuleEnded: {
    en: 'This timetable rule has ended and can no longer be changed',
    zh: '该排课规则已结束，不能再修改',
    es: 'Esta regla del horario ha terminado y ya no se puede cambiar',
  },
  timetableSessionNotFound: {
    en: 'This session does not exist',
    zh: '该课程节次不存在',
    es: 'Esta sesión no existe',
  },
  sessionAlreadyStarted: {
    en: 'This session has already started and can no longer be cancelled',
    zh: '该节课程已开始，不能再取消',
    es: 'Esta sesión ya ha empezado y no se puede cancelar',
  },
  copySameWeek: {
    en: 'Choose a different week to copy into',
    zh: '请选择另一周作为复制目标',
    es: 'Elija otra semana de destino',
  },
  copyEmptyWeek: {
    en: 'The week of {from} has no sessions to copy',
    zh: '{from}所在的一周没有可复制的课程',
    es: 'La semana del {from} no tiene sesiones que copiar',
  },
  // Cover images of the team page (/cover, docs/covers.md).
  coverNotFound: {
    en: 'This picture does not exist',
    zh: '该图片不存在',
    es: 'Esta imagen no existe',
  },
  coverUploadNotImage: {
    en: 'The file {id} in {field} is not an image uploaded to this store',
    zh: '{field} 中的文件 {id} 不是本门店上传的图片',
    es: 'El archivo {id} de {field} no es una imagen subida a esta tienda',
  },
  coverAlreadyShown: {
    en: 'The image {id} is already one of the team pictures',
    zh: '图片 {id} 已在团队图片中',
    es: 'La imagen {id} ya es una de las imágenes del equipo',
  },
  coverLimitReached: {
    en: 'A store can show at most {max} team pictures ({count} now); remove some before adding more',
    zh: '每个门店最多展示 {max} 张团队图片（当前 {count} 张），请先移除部分图片再上传',
    es: 'Una tienda puede mostrar como máximo {max} imágenes del equipo ({count} ahora); quite alguna antes de añadir más',
  },
  coverCoachNotFound: {
    en: 'The coach in {field} is not a coach of this store',
    zh: '{field} 中的教练不是本门店的教练',
    es: 'El entrenador de {field} no es un entrenador de esta tienda',
  },
  coverOrderStale: {
    en: 'The pictures have changed since this screen was loaded; reload them and arrange them again',
    zh: '图片在此页面加载后已被修改，请刷新后重新排序',
    es: 'Las imágenes han cambiado desde que se cargó esta pantalla; recárguelas y ordénelas de nuevo',
  },
  // Coaches.
  coachNotFound: {
    en: 'This coach does not exist',
    zh: '该教练不存在',
    es: 'Este entrenador no existe',
  },
  coachHasUpcomingSessions: {
    en: 'This coach still has {count} upcoming sessions (the first on {date} at {start}); change their coach or cancel them on the weekly timetable first',
    zh: '该教练还有 {count} 节待上课程（最早 {date} {start}），请先在课程表中更换教练或取消',
    es: 'Este entrenador aún tiene {count} sesiones próximas (la primera el {date} a las {start}); cambie su entrenador o cancélelas antes en el horario semanal',
  },
  coachBookedByServices: {
    en: 'Members book this coach through {count} online timed services; take them offline or change their coach under Timed business first',
    zh: '该教练仍在{count}个上线的计时业务中供会员预约，请先在计时业务中下线或更换教练',
    es: 'Los socios reservan a este entrenador mediante {count} servicios por tiempo en línea; desactívelos o cambie su entrenador antes en Negocio por tiempo',
  },
  coachStatusByAction: {
    en: 'The status changes only with Activate or Deactivate',
    zh: '状态只能通过启用或停用修改',
    es: 'El estado solo cambia con Activar o Desactivar',
  },
  dateRule: {
    en: 'Please enter {field} as a date (YYYY-MM-DD)',
    zh: '{field} 须为日期（YYYY-MM-DD）',
    es: 'Introduzca {field} como fecha (AAAA-MM-DD)',
  },
  duplicateValues: {
    en: '{field} contains the same value twice',
    zh: '{field} 含有重复的值',
    es: '{field} contiene el mismo valor dos veces',
  },
  // The store's pictures, decoration and consumer pages (docs/storefront.md).
  timeOfDayRule: {
    en: 'Please enter {field} as a time of day (HH:MM)',
    zh: '{field} 须为时间（HH:MM）',
    es: 'Introduzca {field} como hora del día (HH:MM)',
  },
  openingCloseAfterOpen: {
    en: 'The closing time in {field} must be after the opening time',
    zh: '{field} 的关门时间须晚于开门时间',
    es: 'La hora de cierre de {field} debe ser posterior a la de apertura',
  },
  pictureUploadNotImage: {
    en: 'The file {id} in {field} is not an image uploaded to this store',
    zh: '{field} 中的文件 {id} 不是本门店上传的图片',
    es: 'El archivo {id} de {field} no es una imagen subida a esta tienda',
  },
  pictureMainMissing: {
    en: 'The main picture in {field} must be one of the pictures',
    zh: '{field} 中的主图须为所列图片之一',
    es: 'La imagen principal de {field} debe ser una de las imágenes',
  },
  decorationNothingToPublish: {
    en: 'There are no unpublished changes to publish',
    zh: '没有未发布的修改可发布',
    es: 'No hay cambios sin publicar que publicar',
  },
  listingNotFound: {
    en: 'This listing does not exist or is not on sale',
    zh: '该商品不存在或未上架',
    es: 'Este producto no existe o no está a la venta',
  },
  // Courses and packages.
  courseNotFound: { en: 'This listing does not exist', zh: '该课程不存在', es: 'Este curso no existe' },
  courseCategoryRule: {
    en: 'Please choose one of the package categories',
    zh: '请选择有效的课程类别',
    es: 'Elija una de las categorías de paquete',
  },
  classSizeRule: {
    en: 'Personal coaching (category 6) is for 1 to 5 people; other classes for 1 to 500',
    zh: '私教课（类别6）人数须为1至5人，其他课程为1至500人',
    es: 'El entrenamiento personal (categoría 6) es para 1 a 5 personas; las demás clases de 1 a 500',
  },
  courseNeedsName: { en: 'a name', zh: '课程名称', es: 'un nombre' },
  courseNeedsCover: {
    en: 'at least one cover image',
    zh: '至少一张封面图',
    es: 'al menos una imagen de portada',
  },
  courseNeedsSessions: { en: 'the number of sessions', zh: '课时数', es: 'el número de sesiones' },
  courseNeedsSessionMinutes: {
    en: 'the minutes per session',
    zh: '每节课时长',
    es: 'los minutos por sesión',
  },
  courseNeedsValidity: { en: 'the validity in days', zh: '有效期天数', es: 'la validez en días' },
  courseNeedsClassSize: { en: 'the class size', zh: '班级人数', es: 'el tamaño de la clase' },
  courseListPriceRule: {
    en: 'The list price must be 0 (none) or not below the price',
    zh: '划线价须为0（不显示）或不低于售价',
    es: 'El precio de lista debe ser 0 (ninguno) o no inferior al precio',
  },
  courseIncomplete: {
    en: 'Complete before submitting: {missing}',
    zh: '提交前请完善：{missing}',
    es: 'Complete antes de enviar: {missing}',
  },
  courseNotDeletable: {
    en: 'Only listings to be submitted can be deleted',
    zh: '只有待提交的课程可以删除',
    es: 'Solo se pueden eliminar los cursos por enviar',
  },
  courseInReview: {
    en: 'This listing is pending approval: withdraw it before editing',
    zh: '该课程正在审核中，请先撤回再编辑',
    es: 'Este curso está pendiente de aprobación: retírelo antes de editarlo',
  },
  courseForeignReference: {
    en: '{field} refers to something that is not in this store',
    zh: '{field} 引用了不属于本门店的内容',
    es: '{field} hace referencia a algo que no es de esta tienda',
  },
  rejectReasonRequired: {
    en: 'Give at least one reason',
    zh: '请至少填写一条驳回理由',
    es: 'Indique al menos un motivo',
  },
  courseApprovedTitle: {
    en: 'Listing approved: {name}',
    zh: '课程审核通过：{name}',
    es: 'Curso aprobado: {name}',
  },
  courseApprovedContent: {
    en: 'The platform approved "{name}"; it is now online.',
    zh: '平台已审核通过「{name}」，课程已上架。',
    es: 'La plataforma aprobó «{name}»; ya está en línea.',
  },
  courseRevisionApprovedContent: {
    en: 'The platform approved your changes to "{name}"; the live version now shows them.',
    zh: '平台已审核通过「{name}」的修改，线上版本已更新。',
    es: 'La plataforma aprobó sus cambios en «{name}»; la versión publicada ya los muestra.',
  },
  courseRejectedTitle: {
    en: 'Listing rejected: {name}',
    zh: '课程审核驳回：{name}',
    es: 'Curso rechazado: {name}',
  },
  courseRejectedContent: {
    en: 'The platform rejected "{name}". Reasons: {reasons}. Edit it and submit it again.',
    zh: '平台驳回了「{name}」。理由：{reasons}。请修改后重新提交。',
    es: 'La plataforma rechazó «{name}». Motivos: {reasons}. Edítelo y envíelo de nuevo.',
  },
  smsText: {
    en: 'Your verification code is {code}. It is valid for 5 minutes.',
    zh: '您的验证码是{code}，5分钟内有效。',
    es: 'Su código de verificación es {code}. Es válido durante 5 minutos.',
  },
  // Members, cards, sharing, services and applications keep their messages in
  // feature-messages/ (one file each), so that features can add texts without all editing this file.
  ...memberMessages,
  ...cardTypeMessages,
  ...memberCardMessages,
  ...cardShareMessages,
  ...serviceMessages,
  ...applicationMessages,
  ...idempotencyMessages,
  ...listPagingMessages,
  ...reviewMessages,
  ...bookingMessages,
  ...opsMessages,
  ...couponMessages,
  ...financeMessages,
  ...statisticsMessages,
  ...orderMessages,
} satisfies Record<string, Texts>;

export type MessageKey = keyof typeof messages;
export type MessageParams = Record<string, string | number>;

export const formatMessage = (key: MessageKey, lang: Language, params: MessageParams = {}): string =>
  messages[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );

/** Picks the caller's language: cookie first, then Accept-Language, else English (spec §1). */
export const pickLanguage = (cookie: string | undefined, acceptLanguage: string | undefined): Language => {
  if (cookie && (languages as readonly string[]).includes(cookie)) return cookie as Language;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (tag && (languages as readonly string[]).includes(tag)) return tag as Language;
  }
  return DEFAULT_LANGUAGE;
};
