import { describe, expect, it } from 'vitest';
import { TABS_STORAGE_KEY as clearedOnLogout } from '../../session-store';
import { TABS_STORAGE_KEY } from './tabs-model';

describe('tabs storage key', () => {
  it('is the key the session store clears on logout', () => {
    expect(TABS_STORAGE_KEY).toBe(clearedOnLogout);
    expect(TABS_STORAGE_KEY).toBe('tabs-view');
  });
});
