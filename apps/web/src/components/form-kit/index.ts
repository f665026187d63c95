export { FormDrawer } from './FormDrawer';
export { useEditDrawer } from './use-edit-drawer';
export { type FieldRule, zodRules } from './zod-rules';
