/** The button permissions of /employee (menu 602, owner-only on the server). */
export const EDIT_PERMISSION = 'employee:edit';
export const STATUS_PERMISSION = 'employee:status';
