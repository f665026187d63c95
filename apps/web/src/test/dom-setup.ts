/**
 * Set-up of the unit project's screen tests (files that ask for `@vitest-environment
 * happy-dom`); a no-op in Node. happy-dom has no matchMedia, which antd's responsive parts
 * read, and Testing Library unmounts after each test only where vitest globals exist, so
 * both are done here.
 */
import { afterEach } from 'vitest';

if (typeof window !== 'undefined') {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // findBy* and waitFor give up after 1 s by default; antd's validation on a busy two-core
  // machine (CI runs the PostgreSQL suite beside this one) can take longer than that.
  configure({ asyncUtilTimeout: 8000 });
}
