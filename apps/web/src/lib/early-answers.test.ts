/** @vitest-environment happy-dom */
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_ANSWER_TTL_MS, takeEarlyAnswer } from './early-answers';

const headers = { Accept: 'application/json', Authorization: 'Bearer t1', 'X-Store-Id': '7' };
const answer = () => Promise.resolve(new Response('{}'));

const seed = (language = '') => {
  const answers = [
    { url: '/api/user/self/get_user_info', headers, language, answer: answer() },
    { url: '/api/permission/auth/menu', headers, language, answer: answer() },
  ];
  window.__earlyAnswers = [...answers];
  return answers;
};

afterEach(() => {
  delete window.__earlyAnswers;
  Cookies.remove('language');
});

describe('answers asked for by index.html', () => {
  it('hands an answer over once, to the same call with the same headers', () => {
    const [, menu] = seed();
    expect(takeEarlyAnswer('/api/permission/auth/menu', { ...headers }, 100)).toBe(menu?.answer);
    expect(takeEarlyAnswer('/api/permission/auth/menu', { ...headers }, 100)).toBeUndefined();
  });

  it('never for another token, store, URL or language, nor late', () => {
    seed();
    const info = '/api/user/self/get_user_info';
    expect(takeEarlyAnswer(info, { ...headers, Authorization: 'Bearer t2' }, 100)).toBeUndefined();
    expect(takeEarlyAnswer(info, { ...headers, 'X-Store-Id': '8' }, 100)).toBeUndefined();
    const { 'X-Store-Id': _store, ...noStore } = headers;
    expect(takeEarlyAnswer(info, noStore, 100)).toBeUndefined();
    expect(takeEarlyAnswer('/api/user/self/get_user_info?x=1', headers, 100)).toBeUndefined();
    Cookies.set('language', 'zh');
    expect(takeEarlyAnswer(info, headers, 100)).toBeUndefined();
    Cookies.remove('language');
    expect(takeEarlyAnswer(info, headers, EARLY_ANSWER_TTL_MS + 1)).toBeUndefined();
    expect(window.__earlyAnswers).toBeUndefined();
  });

  it('matches the language the answer was asked in', () => {
    Cookies.set('language', 'es');
    const [info] = seed('es');
    expect(takeEarlyAnswer('/api/user/self/get_user_info', headers, 100)).toBe(info?.answer);
  });
});
