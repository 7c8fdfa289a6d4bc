// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { english } from '../../src/domain/i18n/english.ts';
import { acceptLanguage, languageCookie, switchLanguage } from '../../src/client/i18n/page-language.ts';
import { LanguageSwitch } from '../../src/client/layout/language-switch.tsx';
import { LoginLanguageLink } from '../../src/client/pages/login-language-link.tsx';
import { setPageLanguage } from '../../src/runtime/i18n/text-of.ts';
import { mountRoot } from './helpers/dom-root.ts';

const dom = mountRoot();

function clearLanguageCookie(): void {
  document.cookie = 'language=; path=/; max-age=0';
}

afterEach(() => {
  setPageLanguage('zh', null);
  clearLanguageCookie();
});

const click = async (el: Element | null) => {
  expect(el).not.toBeNull();
  await act(async () => {
    el?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await new Promise((r) => setTimeout(r, 50));
  });
};

/** The item of the open dropdown menu with this text (antd renders it in a portal under document.body). */
async function menuItem(text: string): Promise<Element> {
  for (let i = 0; i < 40; i++) {
    const item = [...document.querySelectorAll('.ant-dropdown-menu-item')].find((el) => el.textContent === text);
    if (item) return item;
    await act(async () => new Promise((r) => setTimeout(r, 25)));
  }
  throw new Error(`no menu item ${text}`);
}

describe('the navbar language switch', () => {
  it('is labelled 语言 and offers 中文 and English; English sets the language cookie and reloads', async () => {
    const reload = vi.fn();
    act(() => dom.root.render(<LanguageSwitch reload={reload} />));
    const button = dom.host.querySelector('button[aria-label="语言"]');
    await click(button);
    expect((await menuItem('中文')).textContent).toBe('中文');
    await click(await menuItem('English'));
    expect(languageCookie()).toBe('en');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is labelled Language in English, and 中文 switches back to Chinese', async () => {
    setPageLanguage('en', english);
    document.cookie = 'language=en; path=/';
    const reload = vi.fn();
    act(() => dom.root.render(<LanguageSwitch key="en" reload={reload} />));
    await click(dom.host.querySelector('button[aria-label="Language"]'));
    await click(await menuItem('中文'));
    expect(languageCookie()).toBe('zh');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the page\'s own language is chosen', async () => {
    const reload = vi.fn();
    act(() => dom.root.render(<LanguageSwitch key="again" reload={reload} />));
    await click(dom.host.querySelector('button[aria-label="语言"]'));
    await click(await menuItem('中文'));
    expect(languageCookie()).toBeUndefined();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('the login page language link', () => {
  it('names English on a Chinese page, and switches to it', () => {
    const reload = vi.fn();
    act(() => dom.root.render(<LoginLanguageLink reload={reload} />));
    const link = dom.host.querySelector('button.zl-language');
    expect(link?.textContent).toBe('English');
    expect(link?.getAttribute('aria-label')).toBe('切换为英文');
    act(() => link?.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(languageCookie()).toBe('en');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('names 中文 on an English page, and switches back', () => {
    setPageLanguage('en', english);
    const reload = vi.fn();
    act(() => dom.root.render(<LoginLanguageLink key="en" reload={reload} />));
    const link = dom.host.querySelector('button.zl-language');
    expect(link?.textContent).toBe('中文');
    expect(link?.getAttribute('aria-label')).toBe('Switch to Chinese');
    act(() => link?.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(languageCookie()).toBe('zh');
  });
});

describe('the page language helpers', () => {
  it('read the language cookie among others', () => {
    expect(languageCookie('size=small; language=en; sidebarStatus=1')).toBe('en');
    expect(languageCookie('size=small')).toBeUndefined();
    expect(languageCookie('xlanguage=en')).toBeUndefined();
  });

  it('send Accept-Language in the page language', () => {
    expect(acceptLanguage()).toBe('zh-CN');
    setPageLanguage('en', english);
    expect(acceptLanguage()).toBe('en');
  });

  it('refuse a language the catalogue does not have', () => {
    const reload = vi.fn();
    switchLanguage('fr' as 'en', reload);
    expect(languageCookie()).toBeUndefined();
    expect(reload).not.toHaveBeenCalled();
  });
});
