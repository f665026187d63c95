/** The button permissions of the cover screen (menu 603; reference/menu-functions.ts). */
export const EDIT_PERMISSION = 'cover:edit';
export const REMOVE_PERMISSION = 'cover:delete';
