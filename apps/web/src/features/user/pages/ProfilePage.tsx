/** /profile: who is signed in, and the change-password form. */
import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../app/session-store';
import { ChangePasswordForm } from '../components/ChangePasswordForm';

const ProfilePage = () => {
  const { t } = useTranslation('user', { keyPrefix: 'profile' });
  const name = useSessionStore((state) => state.name);
  const avatar = useSessionStore((state) => state.avatar);

  return (
    <Flex vertical gap={16}>
      <Card title={t('title')}>
        <Flex gap={16} align="center">
          <Avatar size={64} src={avatar || undefined} icon={<UserOutlined aria-hidden />} alt={name} />
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {name}
            </Typography.Title>
            <Typography.Text type="secondary">{t('subtitle')}</Typography.Text>
          </div>
        </Flex>
      </Card>
      <Card title={t('changePassword')}>
        <ChangePasswordForm />
      </Card>
    </Flex>
  );
};

export default ProfilePage;
