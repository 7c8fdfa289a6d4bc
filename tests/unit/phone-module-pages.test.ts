import { describe, expect, it } from 'vitest';
import { modulePhonePages, PHONE_PAGES, type PhonePage } from '../../src/client/phone/phone-routes.tsx';

const page = (path: string): PhonePage => ({ path, load: async () => ({ default: () => null }) });

describe("modules' phone pages (src/client/phone/modules/<module>/pages.ts)", () => {
  it('adds each module file’s pages after the shell’s own', () => {
    const pages = modulePhonePages({ './modules/jypx/pages.ts': [page('/x/jypx/exam/:id')], './modules/xjxc/pages.ts': [page('/x/xjxc/walk/:task')] });
    expect(pages.map((p) => p.path)).toEqual(['/x/jypx/exam/:id', '/x/xjxc/walk/:task']);
    expect(PHONE_PAGES.slice(0, 2).map((p) => p.path)).toEqual(['/', '/report']);
  });

  it('refuses a page outside its module’s /x/<module>/ paths', () => {
    expect(() => modulePhonePages({ './modules/jypx/pages.ts': [page('/r/:resource/:id')] })).toThrow("phone page '/r/:resource/:id' of ./modules/jypx/pages.ts is not below /x/jypx/");
    expect(() => modulePhonePages({ './modules/jypx/pages.ts': [page('/x/xjxc/a')] })).toThrow(/not below \/x\/jypx\//);
  });
});
