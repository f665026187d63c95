import { describe, expect, it } from 'vitest';
import { buildAccess, noAccess } from './access';

describe('buildAccess', () => {
  it('allows exactly the codes the server returned', () => {
    const access = buildAccess([{ name: 'notice:delete' }, { name: 'notice:add' }]);
    expect(access.can('notice:delete')).toBe(true);
    expect(access.can('notice:add')).toBe(true);
    expect(access.can('notice:edit')).toBe(false);
    expect(access.can('')).toBe(false);
  });

  it('allows nothing for an empty or missing list', () => {
    expect(buildAccess([]).can('x')).toBe(false);
    expect(buildAccess(undefined).can('x')).toBe(false);
    expect(buildAccess(null).can('x')).toBe(false);
    expect(noAccess.can('x')).toBe(false);
  });
});
