import type { Texts } from '../message-texts';

/** Operations: the readiness check and an unreachable database (docs/operations.md). */
export const opsMessages = {
  serviceBrieflyUnavailable: {
    en: 'The service is briefly unavailable, please try again in a moment',
    zh: '服务暂时不可用，请稍后重试',
    es: 'El servicio no está disponible por un momento; vuelva a intentarlo en unos segundos',
  },
  notReadyDatabase: {
    en: 'The service is not ready: the database cannot be reached',
    zh: '服务未就绪：无法连接数据库',
    es: 'El servicio no está listo: no se puede acceder a la base de datos',
  },
  notReadyStorage: {
    en: 'The service is not ready: the object storage cannot be reached',
    zh: '服务未就绪：无法连接对象存储',
    es: 'El servicio no está listo: no se puede acceder al almacenamiento de objetos',
  },
  notReadyBoth: {
    en: 'The service is not ready: neither the database nor the object storage can be reached',
    zh: '服务未就绪：无法连接数据库和对象存储',
    es: 'El servicio no está listo: no se puede acceder ni a la base de datos ni al almacenamiento de objetos',
  },
} satisfies Record<string, Texts>;
