import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { useDesignToken } from './use-design-token';

export interface AuthTab<K extends string> {
  key: K;
  label: string;
  children: ReactNode;
}

interface AuthTabsProps<K extends string> {
  active: K;
  onChange: (key: K) => void;
  items: AuthTab<K>[];
}

/**
 * A two-tab strip (ARIA tablist) in antd's look. antd's Tabs would cost ~20 KiB gzip on
 * /login (it carries the overflow dropdown and menu) against a 200 KiB first-load budget.
 */
export const AuthTabs = <K extends string>({ active, onChange, items }: AuthTabsProps<K>) => {
  const token = useDesignToken();
  const id = useId();
  const move = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const next = items[(index + step + items.length) % items.length];
    if (step !== 0 && next) onChange(next.key);
  };
  return (
    <div>
      <div
        role="tablist"
        style={{
          display: 'flex',
          gap: 24,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
          marginBottom: 16,
        }}
      >
        {items.map((item, index) => {
          const selected = item.key === active;
          return (
            <button
              key={item.key}
              id={`${id}-tab-${item.key}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${id}-panel-${item.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(item.key)}
              onKeyDown={(event) => move(event, index)}
              style={{
                padding: '12px 0',
                marginBottom: -1,
                border: 'none',
                borderBottom: `2px solid ${selected ? token.colorPrimary : 'transparent'}`,
                background: 'none',
                color: selected ? token.colorPrimary : token.colorText,
                fontSize: token.fontSize,
                cursor: 'pointer',
              }}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) =>
        item.key === active ? (
          <div
            key={item.key}
            id={`${id}-panel-${item.key}`}
            role="tabpanel"
            aria-labelledby={`${id}-tab-${item.key}`}
          >
            {item.children}
          </div>
        ) : null,
      )}
    </div>
  );
};
