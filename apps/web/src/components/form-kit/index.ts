export { FormDrawer } from './FormDrawer';
export { type FieldRule, zodRules } from './zod-rules';
