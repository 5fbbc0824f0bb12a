import { afterEach, describe, expect, it } from 'vitest';
import { clearCookies, readCookie, writeCookie } from './cookies';

describe('cookies', () => {
  afterEach(() => clearCookies([]));

  it('writes and reads a cookie', () => {
    writeCookie('lang', 'id');
    expect(readCookie('lang')).toBe('id');
    expect(readCookie('missing')).toBeUndefined();
  });

  it('clears every cookie except the kept ones', () => {
    writeCookie('lang', 'en');
    writeCookie('tracking', 'x');
    clearCookies(['lang']);
    expect(readCookie('tracking')).toBeUndefined();
    expect(readCookie('lang')).toBe('en');
  });
});

describe('clearCookies on a nested page', () => {
  it('also removes cookies set for a folder of the current path', () => {
    window.history.replaceState(null, '', '/customers/list');
    document.cookie = 'folder=1; path=/customers';
    clearCookies(['lang']);
    expect(readCookie('folder')).toBeUndefined();
  });
});
