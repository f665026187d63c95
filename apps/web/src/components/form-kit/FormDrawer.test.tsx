// @vitest-environment happy-dom
import { phoneField } from '@merchant/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { FormDrawer } from './FormDrawer';
import { zodRules } from './zod-rules';

const PhoneDrawer = ({ onSubmit }: { onSubmit: (values: { phone: string }) => Promise<unknown> }) => {
  const { t } = useTranslation();
  return (
    <FormDrawer<{ phone: string }> open title="Contact" onSubmit={onSubmit} onClose={() => undefined}>
      <Form.Item name="phone" label="Phone" rules={zodRules(phoneField, undefined, { t, label: 'Phone' })}>
        <Input />
      </Form.Item>
    </FormDrawer>
  );
};

describe('FormDrawer with rules from the shared schemas', { timeout: 30_000 }, () => {
  it('ties the label to its field, refuses what the server refuses with the shared message, saves what it accepts', async () => {
    const onSubmit = vi.fn(async () => undefined);
    await renderScreen(<PhoneDrawer onSubmit={onSubmit} />);
    const input = await screen.findByLabelText('Phone');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Phone is required');

    fireEvent.change(input, { target: { value: '12345' } });
    await screen.findByText('Please enter an 11-digit phone number');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: '13800138000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ phone: '13800138000' }));
  });
});
