export { FormDrawer } from './FormDrawer';
export { firstField, focusFirstField } from './focus-first-field';
export { NumberInput } from './NumberInput';
export { useEditDrawer } from './use-edit-drawer';
export { type FieldRule, zodRules } from './zod-rules';
