/** Notes about a member, newest first, with author and time; staff with member:edit add one. */
import { MAX_MEMBER_NOTE, type MemberNote, memberNoteBody } from '@merchant/shared';
import { App, Button, Empty, Flex, Form, Input, List, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/date-time';
import { zodRules } from '../../../components/form-kit';
import { useAddMemberNote } from '../use-member';

interface MemberNotesTabProps {
  memberId: number;
  notes: MemberNote[];
  canAdd: boolean;
}

export const MemberNotesTab = ({ memberId, notes, canAdd }: MemberNotesTabProps) => {
  const { t } = useTranslation('member');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ body: string }>();
  const add = useAddMemberNote();
  const name = `note${useId().replace(/[^a-zA-Z0-9]/g, '')}`;

  const submit = async ({ body }: { body: string }) => {
    try {
      await add.mutateAsync({ id: memberId, body });
      form.resetFields();
      message.success(t('detail.noteAdded'));
    } catch {
      // lib/http has said why; keep the text.
    }
  };

  return (
    <Flex vertical gap={16}>
      {canAdd && (
        <Form form={form} name={name} layout="vertical" onFinish={submit}>
          <Form.Item
            name="body"
            label={t('detail.addNote')}
            rules={zodRules(memberNoteBody, 'body', { t, label: t('field.note') })}
            style={{ marginBottom: 8 }}
          >
            <Input.TextArea rows={3} maxLength={MAX_MEMBER_NOTE} showCount />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            {t('detail.addNote')}
          </Button>
        </Form>
      )}
      {notes.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noNotes')} />
      ) : (
        <List<MemberNote>
          dataSource={notes}
          aria-label={t('detail.tabNotes')}
          renderItem={(note) => (
            <List.Item key={note.id}>
              <Flex vertical gap={2} style={{ width: '100%' }}>
                <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
                  {note.body}
                </Typography.Paragraph>
                <Typography.Text type="secondary">
                  {formatDateTime(note.created_at)}
                  {note.author_name ? ` · ${t('detail.author', { name: note.author_name })}` : ''}
                </Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Flex>
  );
};
