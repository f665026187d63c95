/**
 * The button permissions of every screen (spec §2, §6: "button permissions per menu id"), the
 * codes routes declare (`config.access.permission`) and buttons ask for (`can(code)`). Ids are
 * `menuId * 100 + n` and fixed, as grants refer to them. Every business screen has a `:view`
 * that its list and detail calls require, so that an employee sees a screen only when granted.
 *
 * Who may hold a screen's permissions is the menu's `access` (menus.access):
 * - `always`: every console account (dashboard, announcements, the caller's own messages);
 * - `owner`: only the owner of the store (the account whose claim was approved): staff;
 * - `grant`: the owner, and employees the owner granted it to, in the stores granted.
 */
export type MenuAccess = 'always' | 'owner' | 'grant';

export interface MenuFunctionSeed {
  id: number;
  name: string;
  title: [en: string, zh: string, es: string];
}

export const menuAccess: Record<number, MenuAccess> = {
  1: 'always',
  11: 'always',
  12: 'always',
  602: 'owner',
};

const view = (id: number, area: string): MenuFunctionSeed => ({
  id,
  name: `${area}:view`,
  title: ['View', '查看', 'Ver'],
});

/** Menu id → its functions. 1101 and 40401 predate this file (migrations 0002 and 0003). */
export const menuFunctions: Record<number, MenuFunctionSeed[]> = {
  201: [
    view(20101, 'application'),
    { id: 20102, name: 'application:edit', title: ['Edit and submit', '编辑并提交', 'Editar y enviar'] },
  ],
  202: [
    view(20201, 'timeapplication'),
    { id: 20202, name: 'timeapplication:edit', title: ['Edit and submit', '编辑并提交', 'Editar y enviar'] },
  ],
  203: [
    view(20301, 'numberapplication'),
    {
      id: 20302,
      name: 'numberapplication:edit',
      title: ['Edit and submit', '编辑并提交', 'Editar y enviar'],
    },
  ],
  301: [
    view(30101, 'membereview'),
    {
      id: 30102,
      name: 'membereview:decide',
      title: ['Approve or reject', '通过或驳回', 'Aprobar o rechazar'],
    },
  ],
  401: [view(40101, 'picture'), { id: 40102, name: 'picture:edit', title: ['Edit', '编辑', 'Editar'] }],
  402: [
    view(40201, 'decoration'),
    { id: 40202, name: 'decoration:edit', title: ['Edit draft', '编辑草稿', 'Editar borrador'] },
    { id: 40203, name: 'decoration:publish', title: ['Publish', '发布', 'Publicar'] },
  ],
  403: [
    view(40301, 'card'),
    { id: 40302, name: 'card:edit', title: ['Edit card types', '编辑卡种', 'Editar tipos'] },
  ],
  404: [
    { id: 40401, name: 'upload:delete', title: ['Delete files', '删除文件', 'Eliminar archivos'] },
    view(40402, 'upload'),
  ],
  501: [
    view(50101, 'class'),
    { id: 50102, name: 'class:edit', title: ['Create and edit', '新建和编辑', 'Crear y editar'] },
    { id: 50103, name: 'class:submit', title: ['Submit for review', '提交审核', 'Enviar a revisión'] },
    { id: 50104, name: 'class:online', title: ['Put online or offline', '上架下架', 'Publicar o retirar'] },
    { id: 50105, name: 'class:delete', title: ['Delete drafts', '删除草稿', 'Eliminar borradores'] },
  ],
  502: [view(50201, 'course')],
  503: [
    view(50301, 'area'),
    { id: 50302, name: 'area:edit', title: ['Create and edit', '新建和编辑', 'Crear y editar'] },
    { id: 50303, name: 'area:delete', title: ['Delete', '删除', 'Eliminar'] },
  ],
  504: [view(50401, 'history')],
  505: [
    view(50501, 'coursetable'),
    { id: 50502, name: 'coursetable:edit', title: ['Edit the timetable', '编辑课程表', 'Editar horario'] },
    { id: 50503, name: 'coursetable:cancel', title: ['Cancel sessions', '取消课节', 'Cancelar sesiones'] },
    {
      id: 50504,
      name: 'coursetable:checkin',
      title: ['Check in and mark no-shows', '签到和标记缺席', 'Registrar asistencia y ausencias'],
    },
  ],
  506: [view(50601, 'timetable'), { id: 50602, name: 'timetable:edit', title: ['Edit', '编辑', 'Editar'] }],
  507: [
    view(50701, 'numbertable'),
    { id: 50702, name: 'numbertable:edit', title: ['Edit', '编辑', 'Editar'] },
  ],
  508: [
    view(50801, 'cardlist'),
    { id: 50802, name: 'cardlist:issue', title: ['Issue cards', '开卡', 'Emitir tarjetas'] },
    { id: 50803, name: 'cardlist:freeze', title: ['Freeze and unfreeze', '冻结和解冻', 'Congelar'] },
    { id: 50804, name: 'cardlist:transfer', title: ['Transfer', '转让', 'Transferir'] },
    { id: 50805, name: 'cardlist:refund', title: ['Refund', '退卡', 'Reembolsar'] },
  ],
  601: [
    view(60101, 'coach'),
    { id: 60102, name: 'coach:edit', title: ['Create and edit', '新建和编辑', 'Crear y editar'] },
    {
      id: 60103,
      name: 'coach:status',
      title: ['Activate or deactivate', '启用或停用', 'Activar o desactivar'],
    },
  ],
  602: [
    view(60201, 'employee'),
    { id: 60202, name: 'employee:edit', title: ['Add and grant', '新增和授权', 'Añadir y autorizar'] },
    {
      id: 60203,
      name: 'employee:status',
      title: ['Enable or disable', '启用或停用', 'Activar o desactivar'],
    },
  ],
  603: [
    view(60301, 'cover'),
    { id: 60302, name: 'cover:edit', title: ['Upload and edit', '上传和编辑', 'Subir y editar'] },
    { id: 60303, name: 'cover:delete', title: ['Remove', '移除', 'Quitar'] },
  ],
  604: [
    view(60401, 'member'),
    { id: 60402, name: 'member:edit', title: ['Add and edit', '新增和编辑', 'Añadir y editar'] },
    // Moved to the /verify screen (605) by migration 2026-11-27-0003-redemptions.
    { id: 60403, name: 'coupon:validate', title: ['Validate coupons', '核销券码', 'Validar cupones'] },
  ],
  701: [view(70101, 'order'), { id: 70102, name: 'order:refund', title: ['Refund', '退款', 'Reembolsar'] }],
  702: [view(70201, 'shareorder')],
  801: [view(80101, 'review'), { id: 80102, name: 'review:reply', title: ['Reply', '回复', 'Responder'] }],
  802: [
    view(80201, 'videoreview'),
    { id: 80202, name: 'videoreview:reply', title: ['Reply', '回复', 'Responder'] },
  ],
  901: [view(90101, 'account'), { id: 90102, name: 'account:edit', title: ['Edit', '编辑', 'Editar'] }],
  902: [
    view(90201, 'withdraw'),
    { id: 90202, name: 'withdraw:apply', title: ['Request a withdrawal', '申请提现', 'Solicitar retiro'] },
  ],
  10: [view(1001, 'statistics')],
  11: [{ id: 1101, name: 'message:delete', title: ['Delete messages', '删除消息', 'Eliminar mensajes'] }],
};
