import { describe, expect, it } from 'vitest';
import {
  activeStepOf,
  chosenStoreOf,
  claimListHref,
  contextOf,
  createPathOf,
  parseMerId,
  parseStepIndex,
  qualificationsHref,
  STEP_COUNT,
  statusPathOf,
  wizardHref,
} from './wizard-model';

describe('parseStepIndex', () => {
  it('reads the three steps', () => {
    expect(parseStepIndex('0')).toBe(0);
    expect(parseStepIndex('1')).toBe(1);
    expect(parseStepIndex('2')).toBe(2);
    expect(STEP_COUNT).toBe(3);
  });

  it('clamps whole numbers out of range', () => {
    expect(parseStepIndex('3')).toBe(2);
    expect(parseStepIndex('99999999999999999999')).toBe(2);
    expect(parseStepIndex('-1')).toBe(0);
    expect(parseStepIndex('+1')).toBe(1);
    expect(parseStepIndex(' 2 ')).toBe(2);
    expect(parseStepIndex('01')).toBe(1);
  });

  it('starts at the first step for anything else', () => {
    for (const raw of [null, undefined, '', ' ', 'abc', '1.5', '1e1', 'NaN', 'Infinity', '0x1', '[1]']) {
      expect(parseStepIndex(raw)).toBe(0);
    }
  });
});

describe('activeStepOf', () => {
  it('follows index on /steps', () => {
    expect(activeStepOf('/steps', '2')).toBe(2);
    expect(activeStepOf('/steps/', '1')).toBe(1);
    expect(activeStepOf('/steps', null)).toBe(0);
  });

  it('lets a child route name its step whatever index says', () => {
    expect(activeStepOf('/steps/register', '2')).toBe(0);
    expect(activeStepOf('/steps/claim', null)).toBe(1);
    expect(activeStepOf('/steps/components/list', '0')).toBe(1);
    expect(activeStepOf('/steps/qualifications', '0')).toBe(2);
    expect(activeStepOf('/steps/qualifications/', null)).toBe(2);
  });
});

describe('merId and merName', () => {
  it('accepts positive whole ids only', () => {
    expect(parseMerId('12')).toBe(12);
    expect(parseMerId(' 7 ')).toBe(7);
    for (const raw of [null, '', '0', '-3', '1.5', 'x', '99999999999'])
      expect(parseMerId(raw)).toBeUndefined();
  });

  it('reads the chosen store from the query', () => {
    expect(chosenStoreOf(new URLSearchParams('index=2&merId=5&merName=%E9%97%A8%E5%BA%97'))).toEqual({
      merId: 5,
      merName: '门店',
    });
    expect(chosenStoreOf(new URLSearchParams('index=2&merName=%20'))).toEqual({
      merId: undefined,
      merName: undefined,
    });
  });

  it('builds wizard addresses that carry the store and read back the same', () => {
    const href = wizardHref(2, { merId: 5, merName: '健身 & 瑜伽' });
    expect(href).toBe('/steps?index=2&merId=5&merName=%E5%81%A5%E8%BA%AB+%26+%E7%91%9C%E4%BC%BD');
    const params = new URLSearchParams(href.split('?')[1]);
    expect(parseStepIndex(params.get('index'))).toBe(2);
    expect(chosenStoreOf(params)).toEqual({ merId: 5, merName: '健身 & 瑜伽' });
    expect(wizardHref(1)).toBe('/steps?index=1');
    expect(wizardHref(7)).toBe('/steps?index=2');
    expect(wizardHref(-2)).toBe('/steps?index=0');
  });
});

describe('contexts and paths', () => {
  it('tells the wizard screens from the console ones', () => {
    expect(contextOf('/steps/state')).toBe('wizard');
    expect(contextOf('/steps/create')).toBe('wizard');
    expect(contextOf('/steps')).toBe('wizard');
    expect(contextOf('/state')).toBe('console');
    expect(contextOf('/create')).toBe('console');
    expect(contextOf('/stepsx')).toBe('console');
    expect(statusPathOf('wizard')).toBe('/steps/state');
    expect(statusPathOf('console')).toBe('/state');
    expect(createPathOf('wizard')).toBe('/steps/create');
    expect(createPathOf('console')).toBe('/create');
  });

  it('links the list with a search and the qualifications of a claim', () => {
    expect(claimListHref()).toBe('/steps/components/list');
    expect(claimListHref({ name: ' 力健 ', city: '' })).toBe(
      '/steps/components/list?name=%E5%8A%9B%E5%81%A5',
    );
    expect(qualificationsHref(4)).toBe('/qualifications?claim_id=4');
    expect(qualificationsHref(4, true)).toBe('/qualifications?claim_id=4&edit=1');
  });
});
