/**
 * The console's sidebar as the server keeps it: every screen of spec §2. Ids are fixed
 * because links carry them (`path?id=menuId`). Names are stored in the three languages; the
 * menu call answers in the caller's. The console shows an entry only once its screen exists.
 */
export interface MenuSeed {
  id: number;
  url: string;
  favicon: string;
  name: [en: string, zh: string, es: string];
  children?: MenuSeed[];
  functions?: { id: number; name: string; title: [string, string, string] }[];
}

export const menuTree: MenuSeed[] = [
  { id: 1, url: '/dashboard', favicon: 'dashboard', name: ['Dashboard', '首页', 'Inicio'] },
  {
    id: 2,
    url: '/apply',
    favicon: 'form',
    name: ['Open a service', '申请开通', 'Solicitar apertura'],
    children: [
      {
        id: 201,
        url: '/application',
        favicon: '',
        name: ['All services', '全部业务', 'Todos los servicios'],
      },
      {
        id: 202,
        url: '/timeapplication',
        favicon: '',
        name: ['Timed services', '计时业务', 'Servicios por tiempo'],
      },
      {
        id: 203,
        url: '/numberapplication',
        favicon: '',
        name: ['Per-visit services', '计次业务', 'Servicios por visita'],
      },
    ],
  },
  {
    id: 3,
    url: '/review',
    favicon: 'audit',
    name: ['Information review', '信息审核', 'Revisión de información'],
    children: [
      {
        id: 301,
        url: '/membereview',
        favicon: '',
        name: ['Card-holder review', '持卡会员审核', 'Revisión de titulares'],
      },
    ],
  },
  {
    id: 4,
    url: '/store',
    favicon: 'shop',
    name: ['Store management', '门店管理', 'Gestión de tienda'],
    children: [
      { id: 401, url: '/picture', favicon: '', name: ['Cover image', '门店封面', 'Imagen de portada'] },
      { id: 402, url: '/decoration', favicon: '', name: ['Store decoration', '门店装修', 'Decoración'] },
      { id: 403, url: '/card', favicon: '', name: ['Membership cards', '会员卡管理', 'Tarjetas de socio'] },
    ],
  },
  {
    id: 5,
    url: '/courses',
    favicon: 'read',
    name: ['Course management', '课程管理', 'Gestión de cursos'],
    children: [
      { id: 501, url: '/class', favicon: '', name: ['Publish courses', '课程套餐发布', 'Publicar cursos'] },
      { id: 502, url: '/course', favicon: '', name: ['Course details', '课程详情', 'Detalle de cursos'] },
      { id: 503, url: '/area', favicon: '', name: ['Store areas', '门店区域', 'Zonas de la tienda'] },
      { id: 504, url: '/history', favicon: '', name: ['Past courses', '历史课程', 'Cursos pasados'] },
      { id: 505, url: '/coursetable', favicon: '', name: ['Weekly timetable', '课程表', 'Horario semanal'] },
      {
        id: 506,
        url: '/timetable',
        favicon: '',
        name: ['Manage timed services', '计时业务管理', 'Gestionar servicios por tiempo'],
      },
      {
        id: 507,
        url: '/numbertable',
        favicon: '',
        name: ['Manage per-visit services', '计次业务管理', 'Gestionar servicios por visita'],
      },
      {
        id: 508,
        url: '/cardlist',
        favicon: '',
        name: ['Shared cards', '共享卡列表', 'Tarjetas compartidas'],
      },
    ],
  },
  {
    id: 6,
    url: '/users',
    favicon: 'team',
    name: ['User management', '用户管理', 'Gestión de usuarios'],
    children: [
      { id: 601, url: '/coach', favicon: '', name: ['Coaches', '教练管理', 'Entrenadores'] },
      { id: 602, url: '/employee', favicon: '', name: ['Staff', '员工管理', 'Personal'] },
      { id: 603, url: '/cover', favicon: '', name: ['Team pictures', '团队图片', 'Imágenes del equipo'] },
      { id: 604, url: '/member', favicon: '', name: ['Members', '会员管理', 'Socios'] },
    ],
  },
  {
    id: 7,
    url: '/orders',
    favicon: 'profile',
    name: ['Orders', '订单管理', 'Pedidos'],
    children: [
      { id: 701, url: '/classorder', favicon: '', name: ['User orders', '用户订单', 'Pedidos de usuarios'] },
      {
        id: 702,
        url: '/shareorder',
        favicon: '',
        name: ['Shared-card orders', '共享卡订单', 'Pedidos de tarjetas'],
      },
    ],
  },
  {
    id: 8,
    url: '/reviews',
    favicon: 'star',
    name: ['Reviews', '评价管理', 'Reseñas'],
    children: [
      {
        id: 801,
        url: '/orderevaluate',
        favicon: '',
        name: ['Order reviews', '订单评价', 'Reseñas de pedidos'],
      },
      {
        id: 802,
        url: '/videoevaluate',
        favicon: '',
        name: ['Video reviews', '视频评价', 'Reseñas en vídeo'],
      },
    ],
  },
  {
    id: 9,
    url: '/finance',
    favicon: 'wallet',
    name: ['Finance', '财务管理', 'Finanzas'],
    children: [
      { id: 901, url: '/account', favicon: '', name: ['Withdrawal account', '提现账户', 'Cuenta de retiro'] },
      { id: 902, url: '/deposit', favicon: '', name: ['Withdraw balance', '余额提现', 'Retirar saldo'] },
    ],
  },
  { id: 10, url: '/statistics', favicon: 'bar-chart', name: ['Statistics', '数据统计', 'Estadísticas'] },
  {
    id: 11,
    url: '/message/index',
    favicon: 'mail',
    name: ['System messages', '系统消息', 'Mensajes del sistema'],
    functions: [
      { id: 1101, name: 'message:delete', title: ['Delete messages', '删除消息', 'Eliminar mensajes'] },
    ],
  },
  { id: 12, url: '/notice/index', favicon: 'notification', name: ['Announcements', '公告', 'Anuncios'] },
];
