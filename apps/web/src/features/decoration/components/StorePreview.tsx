/**
 * The store's page as the consumer app shows it, at phone width: it renders an `AppStorePage`
 * (the answer of GET /app/stores/{id}), so the console's preview of a draft and the app's page
 * of the published decoration are the same picture.
 */
import { EnvironmentOutlined, PhoneOutlined } from '@ant-design/icons';
import type { AppStorePage } from '@merchant/shared';
import { Empty, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFen, openingByDay } from '../storefront-model';

const PHONE_WIDTH = 375;

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <section style={{ padding: '12px 16px', borderTop: '8px solid #f5f5f5' }}>
    <Typography.Title level={5} style={{ marginTop: 0, marginBottom: 8 }}>
      {title}
    </Typography.Title>
    {children}
  </section>
);

export const StorePreview = ({ page, label }: { page: AppStorePage; label: string }) => {
  const { t } = useTranslation('decoration');
  const decoration = page.decoration;
  const main = page.pictures.find((p) => p.is_main) ?? page.pictures[0];
  const others = page.pictures.filter((p) => p !== main);
  return (
    <section
      aria-label={label}
      data-testid="store-preview"
      style={{
        width: PHONE_WIDTH,
        maxWidth: '100%',
        border: '10px solid #1f1f1f',
        borderRadius: 28,
        overflow: 'hidden auto',
        maxHeight: 720,
        background: '#fff',
        margin: '0 auto',
      }}
    >
      {main ? (
        <img
          src={main.url}
          alt={t('preview.mainPicture')}
          style={{ width: '100%', height: 200, objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <div
          style={{
            height: 120,
            background: 'linear-gradient(135deg, #1677ff, #69b1ff)',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            color: '#fff',
          }}
        >
          {t('preview.noPictures')}
        </div>
      )}
      {others.length > 0 && (
        <Flex gap={4} style={{ padding: '4px 16px', overflowX: 'auto' }}>
          {others.map((p, index) => (
            <img
              key={p.url}
              src={p.url}
              alt={t('preview.pictureN', { n: index + 2 })}
              style={{ width: 64, height: 48, objectFit: 'cover', borderRadius: 4 }}
            />
          ))}
        </Flex>
      )}
      <div style={{ padding: '12px 16px' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {page.store.name}
        </Typography.Title>
        {(page.store.city || page.store.address) && (
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            <EnvironmentOutlined aria-hidden />{' '}
            {[page.store.city, page.store.address].filter(Boolean).join(' ')}
          </Typography.Text>
        )}
        {page.store.phone && (
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            <PhoneOutlined aria-hidden /> {page.store.phone}
          </Typography.Text>
        )}
      </div>
      {!decoration ? (
        <Section title={t('preview.about')}>
          <Typography.Text type="secondary">{t('preview.notPublished')}</Typography.Text>
        </Section>
      ) : (
        <>
          {decoration.introduction && (
            <Section title={t('preview.about')}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: 0 }}>
                {decoration.introduction}
              </Typography.Paragraph>
            </Section>
          )}
          {decoration.opening_hours.length > 0 && (
            <Section title={t('openingHours')}>
              <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px' }}>
                {openingByDay(decoration.opening_hours).map(([day, periods]) => (
                  <div key={day} style={{ display: 'contents' }}>
                    <dt>{t(`weekday.${day}`)}</dt>
                    <dd style={{ margin: 0 }}>{periods.map((p) => `${p.open}–${p.close}`).join(', ')}</dd>
                  </div>
                ))}
              </dl>
            </Section>
          )}
          {decoration.facilities.length > 0 && (
            <Section title={t('facilities')}>
              {/* The merchant's own words, as stored (the language check of the browser suite skips them). */}
              <Flex wrap gap={4} data-user-data>
                {decoration.facilities.map((f) => (
                  <Tag key={f} color="blue">
                    {f}
                  </Tag>
                ))}
              </Flex>
            </Section>
          )}
          {decoration.price_list.length > 0 && (
            <Section title={t('priceList')}>
              <table style={{ width: '100%', borderCollapse: 'collapse' }}>
                <tbody>
                  {decoration.price_list.map((row) => (
                    <tr key={row.item}>
                      <td style={{ padding: '2px 0' }}>{row.item}</td>
                      <td style={{ padding: '2px 0', textAlign: 'right', color: '#cf1322' }}>
                        {formatFen(row.price)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Section>
          )}
          {decoration.notices && (
            <Section title={t('notices')}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: 0 }}>
                {decoration.notices}
              </Typography.Paragraph>
            </Section>
          )}
        </>
      )}
      <Section title={t('preview.listings')}>
        {page.listings.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('preview.noListings')} />
        ) : (
          <Flex vertical gap={8}>
            {page.listings.map((l) => (
              <Flex key={l.id} gap={8} align="center">
                {l.cover_url && (
                  <img src={l.cover_url} alt="" style={{ width: 56, height: 42, objectFit: 'cover' }} />
                )}
                <Typography.Text style={{ flex: 1 }}>{l.name}</Typography.Text>
                <Typography.Text style={{ color: '#cf1322' }}>{formatFen(l.price)}</Typography.Text>
              </Flex>
            ))}
          </Flex>
        )}
      </Section>
    </section>
  );
};
