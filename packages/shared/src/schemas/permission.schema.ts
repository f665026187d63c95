import { z } from 'zod';
import { idParam } from './common.schema';

export interface MenuItem {
  id: number;
  name: string;
  url: string;
  favicon: string;
  children: MenuItem[];
}

export const menuItem: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    url: z.string(),
    favicon: z.string(),
    children: z.array(menuItem),
  }),
);

/** A button permission of one menu; `name` is the permission code that `can(code)` asks for. */
export const functionPermission = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
});
export type FunctionPermission = z.infer<typeof functionPermission>;

export const menuIdParams = z.object({ menuId: idParam });
