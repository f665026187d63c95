import type { EmployeeTemplate } from '@merchant/shared';

/**
 * The role templates as button-permission names (menu_functions.name), the
 * starting points an owner adjusts per screen and per button. Only functions of `grant` menus
 * can be granted; the list answers of `GET /employee/grant-options` resolve them to ids.
 */
type Template = Exclude<EmployeeTemplate, 'custom'>;

/** Front desk: members, coupon validation, card-holder review, card list, courses and coaches (views). */
const frontDesk = [
  'member:view',
  'member:edit',
  'coupon:validate',
  'membereview:view',
  'membereview:decide',
  'cardlist:view',
  'cardlist:issue',
  'course:view',
  'class:view',
  'coursetable:view',
  'history:view',
  'timetable:view',
  'numbertable:view',
  'coach:view',
  'coursetable:checkin',
];

/** Finance: orders, accounts, withdrawals and statistics. */
const finance = [
  'order:view',
  'order:refund',
  'shareorder:view',
  'account:view',
  'account:edit',
  'withdraw:view',
  'withdraw:apply',
  'statistics:view',
];

/** The screens only a finance grant opens: the manager gets everything else. */
const financeOnlyAreas = ['account', 'withdraw'];

const areaOf = (name: string) => name.slice(0, name.indexOf(':'));

/**
 * The function names of a template among `grantable` (every function of a `grant` menu):
 * manager is every grantable function but the finance-only screens (account:*, withdraw:*).
 */
export const templateFunctionNames = (template: Template, grantable: readonly string[]): string[] => {
  const wanted =
    template === 'manager'
      ? grantable.filter((name) => !financeOnlyAreas.includes(areaOf(name)))
      : template === 'front_desk'
        ? frontDesk
        : finance;
  const known = new Set(grantable);
  return wanted.filter((name) => known.has(name));
};

export const templateNames: readonly Template[] = ['front_desk', 'manager', 'finance'];
