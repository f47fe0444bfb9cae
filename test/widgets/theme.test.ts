// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_SCRIPT } from '../../src/layouts/theme';

/** Load a page's head script under a system theme, with what localStorage holds, then its body's switch. */
function load(system: 'light' | 'dark', stored: string | null) {
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: system === 'dark' && q.includes('dark'), addEventListener: () => {} }));
  localStorage.clear();
  if (stored) localStorage.setItem('gobeta-theme', stored);
  delete document.documentElement.dataset.theme;
  document.body.innerHTML = '<label><input type="checkbox" id="theme-switch"> Dark theme</label>';
  new Function(THEME_SCRIPT)();
  const themeBeforeBody = document.documentElement.dataset.theme;
  document.dispatchEvent(new Event('DOMContentLoaded'));
  return { themeBeforeBody, box: document.getElementById('theme-switch') as HTMLInputElement };
}

const listeners: (() => void)[] = [];
beforeEach(() => {
  // Each load adds document listeners; keep them from piling up across tests.
  const add = document.addEventListener.bind(document);
  vi.spyOn(document, 'addEventListener').mockImplementation((type: string, fn: EventListenerOrEventListenerObject, o?: boolean | AddEventListenerOptions) => {
    add(type, fn, o);
    listeners.push(() => document.removeEventListener(type, fn, o));
  });
});
afterEach(() => {
  listeners.splice(0).forEach((off) => off());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the theme, from page to page', () => {
  it('follows the system while the reader has chosen nothing', () => {
    const { themeBeforeBody, box } = load('dark', null);
    expect(themeBeforeBody).toBeUndefined();
    expect(box.checked).toBe(false);
  });

  it('sets a stored choice before the body is read, and the switch to match', () => {
    expect(load('light', 'dark')).toMatchObject({ themeBeforeBody: 'dark', box: { checked: true } });
    expect(load('dark', 'dark')).toMatchObject({ themeBeforeBody: 'dark', box: { checked: false } });
    expect(load('dark', 'light')).toMatchObject({ themeBeforeBody: 'light', box: { checked: true } });
    expect(load('light', 'nonsense').themeBeforeBody).toBeUndefined();
  });

  it('remembers the theme the switch turns to', () => {
    const { box } = load('light', null);
    box.checked = true;
    box.dispatchEvent(new Event('change', { bubbles: true }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('gobeta-theme')).toBe('dark');
    box.checked = false;
    box.dispatchEvent(new Event('change', { bubbles: true }));
    expect(localStorage.getItem('gobeta-theme')).toBe('light');
  });
});
