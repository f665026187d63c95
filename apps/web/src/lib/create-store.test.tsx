import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createAppStore } from './create-store';

describe('createAppStore', () => {
  it('draws on the server with the state set before drawing, not the state it started with', () => {
    // The server sets the stores from the request before it draws the first screen.
    const useCount = createAppStore<{ count: number }>(() => ({ count: 0 }));
    useCount.setState({ count: 7 });
    const Count = () => <span>{useCount((state) => state.count)}</span>;
    expect(renderToString(<Count />)).toBe('<span>7</span>');
  });

  it('draws what hydrationState says during server drawing and hydration', () => {
    const useTabs = createAppStore<{ tabs: string[] }>(() => ({ tabs: ['home', 'kept'] }), {
      hydrationState: (state) => ({ ...state, tabs: ['home'] }),
    });
    const Tabs = () => <span>{useTabs((state) => state.tabs.join(','))}</span>;
    expect(renderToString(<Tabs />)).toBe('<span>home</span>');
    // Same state, same snapshot object: React requires the server snapshot to be stable.
    const snapshots = new Set<unknown>();
    const Probe = () => {
      snapshots.add(useTabs());
      return null;
    };
    renderToString(
      <>
        <Probe />
        <Probe />
      </>,
    );
    expect(snapshots.size).toBe(1);
  });
});
