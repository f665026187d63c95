// @vitest-environment happy-dom
import type { Course } from '@merchant/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen';
import { sampleCourse } from '../course-test-fixture';
import { CourseFormDrawer } from './CourseFormDrawer';

const api = vi.hoisted(() => ({
  fetchCourses: vi.fn(),
  fetchStatusCount: vi.fn(),
  fetchCourse: vi.fn(),
  createCourse: vi.fn(),
  updateCourse: vi.fn(),
  deleteCourse: vi.fn(),
  moveCourse: vi.fn(),
  bulkMoveCourses: vi.fn(),
  fetchActiveCoaches: vi.fn(async () => ({
    content: [{ id: 3, name: '张伟' }],
    total: 1,
    number: 1,
    size: 100,
  })),
  fetchAreas: vi.fn(async () => {
    throw new Error('no areas yet');
  }),
}));
vi.mock('../course.api', () => api);
vi.mock('../../../components/operation-log/OperationLog', () => ({ OperationLog: () => null }));
vi.mock('./DetailEditor', () => ({
  DetailEditor: ({ id, value }: { id?: string; value?: string }) => (
    <textarea id={id} value={value} readOnly />
  ),
}));

const rejected: Course = {
  ...sampleCourse,
  id: 9,
  status: 'rejected',
  reject_reasons: { price: '价格过高', general: '请补充封面' },
};

/** The screen tests load only the shell's texts: the feature's labels show as their keys. */
const label = { price: 'form.priceYuan', classSize: 'field.class_size' };

describe('listing form drawer', { timeout: 30_000 }, () => {
  it('shows the platform’s reasons by their fields, refuses 9 yuan and sends 9.01 as 901 fen', async () => {
    api.updateCourse.mockResolvedValue(rejected);
    const onSaved = vi.fn();
    const { container } = await renderScreen(
      <CourseFormDrawer open course={rejected} onClose={() => undefined} onSaved={onSaved} />,
    );
    const price = (await screen.findByLabelText(label.price)) as HTMLInputElement;
    await waitFor(() => expect(price.value).toBe('199.00'));
    expect(document.querySelector('[data-reject-reason="price"]')).not.toBeNull();
    expect(container.ownerDocument.body.textContent).toContain('form.areasUnavailable');

    fireEvent.change(price, { target: { value: '9' } });
    await screen.findByText('The price must be more than 9 yuan', {
      selector: '.ant-form-item-explain-error',
    });
    fireEvent.change(price, { target: { value: '9.01' } });
    fireEvent.blur(price);

    // Category 6 holds one to five people.
    fireEvent.change(screen.getByLabelText(label.classSize), { target: { value: '6' } });
    await screen.findByText(/Personal coaching \(category 6\) is for 1 to 5 people/, {
      selector: '.ant-form-item-explain-error',
    });
    fireEvent.change(screen.getByLabelText(label.classSize), { target: { value: '5' } });
    fireEvent.blur(screen.getByLabelText(label.classSize));

    fireEvent.click(screen.getByRole('button', { name: 'saveDraft' }));
    await waitFor(() => expect(api.updateCourse).toHaveBeenCalled());
    expect(api.updateCourse).toHaveBeenCalledWith(9, {
      category: 6,
      name: '私教 10 节',
      cover_upload_ids: [],
      detail: '',
      price: 901,
      list_price: 0,
      sessions: 10,
      session_minutes: 60,
      validity_days: 90,
      class_size: 5,
      coach_ids: [3],
      area_id: null,
      purchase_notes: '',
      refund_terms: '',
      refund_anytime: false,
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(rejected, false));
    expect(api.moveCourse).not.toHaveBeenCalled();
  });

  it('shows an online listing’s revision and its difference from the live version', async () => {
    const online: Course = {
      ...rejected,
      status: 'online',
      reject_reasons: null,
      revision: {
        ...rejected,
        id: 2,
        status: 'pending',
        price: 25_900,
        reject_reasons: null,
        submitted_at: null,
        updated_time: rejected.updated_time,
      },
    };
    await renderScreen(<CourseFormDrawer open course={online} onClose={() => undefined} onSaved={vi.fn()} />);
    const price = (await screen.findByLabelText(label.price)) as HTMLInputElement;
    // The form edits the revision; the difference names the live price and the new one.
    await waitFor(() => expect(price.value).toBe('259.00'));
    const diff = screen.getByRole('table', { name: 'revision.title' });
    expect(diff.textContent).toContain('¥199.00');
    expect(diff.textContent).toContain('¥259.00');
    expect(diff.textContent).not.toContain('field.name');
  });
});
