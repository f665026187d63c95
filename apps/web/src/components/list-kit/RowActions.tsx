/**
 * A row's actions as real buttons (Tab reaches them, Enter and Space press them), only those
 * the screen's menu grants, and asking first where the action says so.
 */
import { Button, Flex, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RowAction } from './list-types';

export const visibleActions = <T,>(
  actions: readonly RowAction<T>[],
  row: T,
  can: (code: string) => boolean,
): RowAction<T>[] =>
  actions.filter((action) => (!action.permission || can(action.permission)) && !action.hidden?.(row));

interface RowActionsProps<T> {
  row: T;
  actions: readonly RowAction<T>[];
  can: (code: string) => boolean;
}

export const RowActions = <T,>({ row, actions, can }: RowActionsProps<T>) => {
  const { t } = useTranslation('listKit');
  return (
    <Flex gap={4} wrap>
      {visibleActions(actions, row, can).map((action) => {
        if (action.to) {
          return (
            <Link
              key={action.key}
              to={action.to(row)}
              aria-label={action.ariaLabel?.(row)}
              style={{ paddingInline: 4 }}
            >
              {action.label}
            </Link>
          );
        }
        const button = (
          <Button
            key={action.key}
            type="link"
            size="small"
            danger={action.danger}
            loading={action.loading?.(row)}
            disabled={action.disabled?.(row)}
            aria-label={action.ariaLabel?.(row)}
            onClick={action.confirm ? undefined : () => action.onClick?.(row)}
            style={{ paddingInline: 4 }}
          >
            {action.label}
          </Button>
        );
        return action.confirm ? (
          <Popconfirm
            key={action.key}
            title={action.confirm}
            okText={action.label}
            cancelText={t('cancel')}
            okButtonProps={{ danger: action.danger }}
            onConfirm={() => action.onClick?.(row)}
          >
            {button}
          </Popconfirm>
        ) : (
          button
        );
      })}
    </Flex>
  );
};
