// @vitest-environment happy-dom
import type { AppStorePage } from '@merchant/shared';
import { screen, within } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render-screen';
import en from '../locales/en.json';
import { StorePreview } from './StorePreview';

const page: AppStorePage = {
  store: { id: 1, name: '力行健身', city: '北京', address: '建国路88号', phone: '010-1234' },
  decoration: {
    introduction: 'Line one\nLine two',
    opening_hours: [
      { weekday: 7, open: '08:00', close: '18:00' },
      { weekday: 1, open: '14:00', close: '21:00' },
      { weekday: 1, open: '09:00', close: '12:00' },
    ],
    facilities: ['Parking', 'Showers'],
    price_list: [{ item: 'Trial', price: 4990 }],
    notices: '',
  },
  pictures: [
    { url: 'http://x/a.png', is_main: false },
    { url: 'http://x/b.png', is_main: true },
  ],
  listings: [
    {
      id: 9,
      name: 'Boot camp',
      category: 1,
      price: 19900,
      list_price: 29900,
      cover_url: null,
      sessions: 10,
      session_minutes: 60,
      validity_days: 30,
      class_size: 20,
    },
  ],
};

const Preview = ({ value }: { value: AppStorePage }) => {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('en', 'decoration')) i18n.addResourceBundle('en', 'decoration', en);
  return <StorePreview page={value} label="Preview" />;
};

describe('store preview', { timeout: 30_000 }, () => {
  it('shows the page as the app does: main picture first, hours by weekday, prices in yuan, listings', async () => {
    await renderScreen(<Preview value={page} />);
    const region = await screen.findByRole('region', { name: 'Preview' });
    expect(within(region).getByRole('img', { name: 'Main picture of the store' }).getAttribute('src')).toBe(
      'http://x/b.png',
    );
    expect(within(region).getByRole('img', { name: 'Store picture 2' }).getAttribute('src')).toBe(
      'http://x/a.png',
    );
    expect(within(region).getByText('力行健身')).toBeTruthy();
    const days = within(region)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    expect(days).toEqual(['Monday', 'Sunday']);
    expect(within(region).getByText('09:00–12:00, 14:00–21:00')).toBeTruthy();
    expect(within(region).getByText('¥49.90')).toBeTruthy();
    expect(within(region).getByText('Boot camp')).toBeTruthy();
    // Empty notices are left out.
    expect(within(region).queryByText('Notices')).toBeNull();
  });

  it('says when nothing is published and no listing is on sale', async () => {
    await renderScreen(<Preview value={{ ...page, decoration: null, pictures: [], listings: [] }} />);
    const region = await screen.findByRole('region', { name: 'Preview' });
    expect(within(region).getByText('Nothing published yet.')).toBeTruthy();
    expect(within(region).getByText('No store pictures yet')).toBeTruthy();
    expect(within(region).getByText('Online courses and packages appear here')).toBeTruthy();
  });
});
