// Rules of the web-embed configuration (issue 24 item 3, docs/enterprise.md "网页嵌入"): another system's page is
// placed in an enterprise's menu by its URL and opened in a sandboxed frame, only from an origin the platform
// administrator allowed. Shared by the server (which refuses to store or serve anything else) and the page
// (which checks again before it frames a URL).

import type { MenuNode } from './menu-filter.ts';

/** The component key of an embedded page's menu entry (src/client/pages/enterprise/views.ts). */
export const EMBED_VIEW = 'web-embed/frame';

/** An origin as the browser writes it (`https://host[:port]`), or null when `text` is no http(s) origin. */
export function originOf(text: string): string | null {
  let u: URL;
  try {
    u = new URL(text.trim());
  } catch {
    return null;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
  if (u.username || u.password) return null;
  return u.origin;
}

/** An allowed-origin entry: an http(s) origin alone (no path, query or fragment beyond a single '/'), or null. */
export function allowedOriginOf(text: string): string | null {
  const origin = originOf(text);
  if (!origin) return null;
  const rest = text.trim().slice(origin.length);
  return rest === '' || rest === '/' ? origin : null;
}

export type EmbedUrlProblem = 'notHttp' | 'originNotAllowed';

/** Why `url` may not be embedded with `allowed` origins, or null when it may. */
export function embedUrlProblem(url: string, allowed: readonly string[]): EmbedUrlProblem | null {
  const origin = originOf(url);
  if (!origin) return 'notHttp';
  return allowed.includes(origin) ? null : 'originNotAllowed';
}

/** The sandbox of the frame: scripts and forms of the embedded page run in its own origin, never ours. */
export const EMBED_SANDBOX = 'allow-scripts allow-forms allow-same-origin allow-popups allow-downloads';

/** The menu path of an embedded page. */
export const EMBED_MENU_ROOT = '/web-embed';
export const embedPath = (id: number) => `${EMBED_MENU_ROOT}/${id}`;

/** The id of the embedded page a path opens (`/web-embed/12` → 12), or null. */
export function embedIdOfPath(path: string): number | null {
  const m = /\/web-embed\/(\d{1,15})\/?$/.exec(path);
  return m ? Number(m[1]) : null;
}

/** The top-level menu group of an enterprise's embedded pages (none when it has none), for `userMenu`. */
export function embedMenu(pages: readonly { id: number; title: string }[]): MenuNode[] {
  if (!pages.length) return [];
  return [
    {
      path: EMBED_MENU_ROOT,
      name: 'WebEmbed',
      component: 'Layout',
      alwaysShow: true,
      meta: { title: '外部系统', titleEn: 'External Systems', icon: 'link' },
      children: pages.map((p) => ({
        path: String(p.id),
        name: `WebEmbed${p.id}`,
        component: EMBED_VIEW,
        meta: { title: p.title, titleEn: p.title },
      })),
    },
  ];
}
