/**
 * The grant tree of the employee form: screens grouped by their folder, each screen a row of
 * real checkboxes (its view first, then its buttons), so that every box is reachable with Tab
 * and Space and named by its own label inside its screen's named group. A folder's checkbox
 * checks or clears all of it. The rules (button implies view, view clears buttons) are
 * grant-model.ts; this is a controlled field for antd's Form.Item (value, onChange).
 */
import type { GrantableMenu } from '@merchant/shared';
import { Checkbox, Flex, Typography, theme } from 'antd';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type GrantGroup,
  grantGroups,
  grantScreens,
  groupState,
  isView,
  toggleFunction,
  toggleGroup,
} from '../grant-model';

interface GrantTreeProps {
  menus: readonly GrantableMenu[];
  value?: number[];
  onChange?: (ids: number[]) => void;
  id?: string;
  'aria-labelledby'?: string;
}

export const GrantTree = ({ menus, value = [], onChange, id, ...rest }: GrantTreeProps) => {
  const { t } = useTranslation('employee');
  const { token } = theme.useToken();
  const groups = useMemo(() => grantGroups(menus), [menus]);
  const screens = useMemo(() => grantScreens(menus), [menus]);
  const selected = new Set(value);
  const baseId = useId();

  // A function, not a component: a component defined here would remount on every change and
  // lose the keyboard focus of the box just toggled.
  const renderGroup = (group: GrantGroup, index: number) => {
    const state = groupState(group, value);
    const legendId = `${baseId}-g${index}`;
    return (
      <fieldset
        key={group.folder.id}
        aria-labelledby={legendId}
        style={{
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadius,
          padding: '8px 12px',
          margin: 0,
        }}
      >
        <legend
          id={legendId}
          style={{ padding: '0 4px', width: 'auto', border: 0, margin: 0, fontSize: token.fontSize }}
        >
          <Checkbox
            checked={state === 'all'}
            indeterminate={state === 'some'}
            onChange={(event) => onChange?.(toggleGroup(screens, value, group, event.target.checked))}
          >
            <Typography.Text strong>{group.folder.name}</Typography.Text>
          </Checkbox>
        </legend>
        <Flex vertical gap={4}>
          {group.screens.map((screen) => {
            const label = [...screen.folders.slice(1), screen.menu].map((menu) => menu.name).join(' / ');
            const rowId = `${baseId}-s${screen.menu.id}`;
            // The view first: the other boxes depend on it.
            const functions = [...screen.menu.functions].sort(
              (a, b) => Number(isView(b)) - Number(isView(a)),
            );
            // A screen at the top is its own group: the legend names it already.
            const own = screen.menu === group.folder;
            return (
              <Flex
                key={screen.menu.id}
                role={own ? undefined : 'group'}
                aria-labelledby={own ? undefined : rowId}
                wrap
                gap={4}
                align="center"
                style={{ paddingInlineStart: 24 }}
              >
                {!own && (
                  <Typography.Text id={rowId} style={{ flex: '0 0 160px', marginInlineEnd: 8 }}>
                    {label}
                  </Typography.Text>
                )}
                {functions.map((fn) => (
                  <Checkbox
                    key={fn.id}
                    checked={selected.has(fn.id)}
                    onChange={(event) =>
                      onChange?.(toggleFunction(screens, value, fn.id, event.target.checked))
                    }
                  >
                    {fn.title}
                  </Checkbox>
                ))}
              </Flex>
            );
          })}
        </Flex>
      </fieldset>
    );
  };

  return (
    <Flex vertical gap={8} id={id} role="group" aria-labelledby={rest['aria-labelledby']}>
      {groups.length === 0 && <Typography.Text type="secondary">{t('form.noGrants')}</Typography.Text>}
      {groups.map(renderGroup)}
    </Flex>
  );
};
