/** The things that need the merchant: each with its count, linking to its (filtered) screen. */
import type { DashboardTodo } from '@merchant/shared';
import { Badge, Card, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../components/date-time';
import { useTodoHref } from '../use-dashboard';

export const TodoCard = ({ todos }: { todos: DashboardTodo[] }) => {
  const { t } = useTranslation('dashboard');
  const hrefOf = useTodoHref();
  return (
    <Card title={t('todos.title')} style={{ height: '100%' }}>
      {todos.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('todos.none')} />
      ) : (
        <Flex vertical gap={12} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {todos.map((todo) => (
            <Flex key={todo.kind} component="li" justify="space-between" align="center" gap={12}>
              <Flex vertical style={{ minWidth: 0 }}>
                <Link to={hrefOf(todo.link)} data-testid={`todo-${todo.kind}`}>
                  <Typography.Text strong={todo.count > 0}>{t(`todos.${todo.kind}`)}</Typography.Text>
                </Link>
                {todo.deadline_at && todo.count > 0 ? (
                  <Typography.Text type="danger">
                    {t('todos.deadline', { at: formatDateTime(todo.deadline_at) })}
                  </Typography.Text>
                ) : null}
              </Flex>
              <Badge count={todo.count} showZero color={todo.count > 0 ? '#fa541c' : '#d9d9d9'} />
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
};
