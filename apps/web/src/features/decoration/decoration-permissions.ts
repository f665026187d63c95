/** The button permissions of /picture (menu 401) and /decoration (menu 402). */
export const PICTURE_EDIT = 'picture:edit';
export const DECORATION_EDIT = 'decoration:edit';
export const DECORATION_PUBLISH = 'decoration:publish';
