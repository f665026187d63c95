import type { Texts } from '../message-texts';

/** Server and form messages of the service feature (/timetable, /numbertable), in the three languages. */
export const serviceMessages = {
  timedServiceNotFound: {
    en: 'This timed service does not exist',
    zh: '该计时业务不存在',
    es: 'Este servicio por tiempo no existe',
  },
  countServiceNotFound: {
    en: 'This per-visit service does not exist',
    zh: '该计次业务不存在',
    es: 'Este servicio por visitas no existe',
  },
  timedServiceClosed: {
    en: 'Apply to open timed services first (Open a service); the platform must approve the application',
    zh: '请先申请开通计时业务，平台审核通过后才能使用',
    es: 'Solicite primero la apertura de los servicios por tiempo; la plataforma debe aprobarla',
  },
  countServiceClosed: {
    en: 'Apply to open per-visit services first (Open a service); the platform must approve the application',
    zh: '请先申请开通计次业务，平台审核通过后才能使用',
    es: 'Solicite primero la apertura de los servicios por visitas; la plataforma debe aprobarla',
  },
  serviceStatusByAction: {
    en: 'Put the service online or offline with its own button, not by editing it',
    zh: '请使用上线/下线按钮更改业务状态',
    es: 'Ponga el servicio en línea o fuera de línea con su propio botón, no al editarlo',
  },
  timedAreaNotFound: {
    en: 'Choose an area of this store',
    zh: '请选择本门店的场地',
    es: 'Elija un espacio de esta tienda',
  },
  timedCoachNotFound: {
    en: 'Choose an active coach of this store',
    zh: '请选择本门店在职的教练',
    es: 'Elija un entrenador activo de esta tienda',
  },
  timedCoachInactive: {
    en: 'This service books a coach who is no longer active; choose an active coach before putting it online',
    zh: '该业务预约的教练已停用，请先更换为在职教练再上线',
    es: 'Este servicio reserva un entrenador que ya no está activo; elija un entrenador activo antes de ponerlo en línea',
  },
  countCourseNotFound: {
    en: '{field}: choose courses of this store',
    zh: '{field}：请选择本门店的课程',
    es: '{field}: elija cursos de esta tienda',
  },
  countCoursesRequired: {
    en: 'Choose at least one course the visits can be used on',
    zh: '请至少选择一门可使用的课程',
    es: 'Elija al menos un curso en el que se puedan usar las visitas',
  },
  unitMinutesRule: {
    en: 'The time unit must be 15, 20, 30 or 60 minutes, or whole half hours up to 4 hours',
    zh: '计时单位须为15、20、30、60分钟，或不超过4小时的整半小时',
    es: 'La unidad debe ser de 15, 20, 30 o 60 minutos, o medias horas enteras hasta 4 horas',
  },
  maxUnitsRule: {
    en: 'The maximum units may not be fewer than the minimum',
    zh: '最多单位数不能少于最少单位数',
    es: 'El máximo de unidades no puede ser menor que el mínimo',
  },
  maxUnitsDayRule: {
    en: 'One booking may not last more than 24 hours (maximum units × unit)',
    zh: '单次预约不能超过24小时（最多单位数 × 计时单位）',
    es: 'Una reserva no puede durar más de 24 horas (máximo de unidades × unidad)',
  },
  timedMinimumPriceRule: {
    en: 'The smallest booking (minimum units × unit price) must be more than 9 yuan',
    zh: '最低预约金额（最少单位数 × 单价）不得低于9元',
    es: 'La reserva mínima (unidades mínimas × precio por unidad) debe superar los 9 yuanes',
  },
  timedHoursRule: {
    en: 'The opening hours must hold at least one whole time unit',
    zh: '营业时间内至少须有一个完整的计时单位',
    es: 'El horario debe contener al menos una unidad de tiempo completa',
  },
  tiersNeedZero: {
    en: 'The cancellation fees need a tier from 0 hours (cancelling at the last minute)',
    zh: '取消费用须包含0小时档（临近开始时取消）',
    es: 'Las tarifas de cancelación necesitan un tramo desde 0 horas (cancelar en el último momento)',
  },
  tiersRepeat: {
    en: 'Two cancellation tiers start at the same number of hours',
    zh: '两个取消费用档的小时数相同',
    es: 'Dos tramos de cancelación empiezan en el mismo número de horas',
  },
  tiersNotMonotonic: {
    en: 'Cancelling later may not cost less: the fee must not fall as the start comes nearer',
    zh: '越晚取消费用不能越低：距开始越近，费用比例不能降低',
    es: 'Cancelar más tarde no puede costar menos: la tarifa no debe bajar al acercarse el inicio',
  },
} satisfies Record<string, Texts>;
