// @vitest-environment happy-dom
import type { Cover } from '@merchant/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen';
import en from '../locales/en.json';
import { CoverGrid } from './CoverGrid';

const covers: Cover[] = [
  { id: 7, upload_id: 70, url: 'http://x/a.jpg', caption: 'Front desk', coach: null, sort: 1 },
  { id: 8, upload_id: 80, url: 'http://x/b.jpg', caption: '', coach: { id: 3, name: '张伟' }, sort: 2 },
];

/** The grid with the screen's English texts loaded into the test's i18next. */
const Grid = (props: Partial<Parameters<typeof CoverGrid>[0]>) => {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('en', 'cover')) i18n.addResourceBundle('en', 'cover', en);
  return (
    <CoverGrid
      covers={covers}
      canEdit
      canDelete
      removingId={undefined}
      onReorder={() => undefined}
      onEdit={() => undefined}
      onRemove={() => undefined}
      {...props}
    />
  );
};

describe('cover grid', { timeout: 30_000 }, () => {
  it('shows each picture with its position, caption or placeholder, and coach', async () => {
    await renderScreen(<Grid />);
    const list = await screen.findByRole('list', { name: 'Team pictures in their order' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('Front desk')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('No coach')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('No caption')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('张伟')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Front desk' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Picture 2' })).toBeTruthy();
  });

  it('offers move, edit and remove as named buttons; edit and remove call back', async () => {
    const onEdit = vi.fn();
    const onRemove = vi.fn();
    await renderScreen(<Grid onEdit={onEdit} onRemove={onRemove} />);
    expect(await screen.findByRole('button', { name: 'Move Front desk' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Picture 2' }));
    expect(onEdit).toHaveBeenCalledWith(covers[1]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Front desk' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(onRemove).toHaveBeenCalledWith(covers[0]));
  });

  it('hides what the permissions do not grant', async () => {
    await renderScreen(<Grid canEdit={false} canDelete={false} />);
    await screen.findByRole('list', { name: 'Team pictures in their order' });
    expect(screen.queryByRole('button', { name: /^(Move|Edit|Remove) / })).toBeNull();
  });

  it('hides only removal without cover:delete', async () => {
    await renderScreen(<Grid canDelete={false} />);
    expect(await screen.findByRole('button', { name: 'Edit Front desk' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Front desk' })).toBeNull();
  });
});
