// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useRestAfterSidebar } from './use-rest-after-sidebar';

describe('the layout renders the sidebar first', () => {
  it('commits without the rest first, then with it, and not again', () => {
    const commits: boolean[] = [];
    const Layout = () => {
      const rest = useRestAfterSidebar();
      useLayoutEffect(() => {
        commits.push(rest);
      });
      return rest ? 'sidebar, top bar, tabs, page' : 'sidebar';
    };
    const { container } = render(<Layout />);
    expect(commits).toEqual([false, true]);
    expect(container.textContent).toBe('sidebar, top bar, tabs, page');
  });
});
