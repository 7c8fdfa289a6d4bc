import { useEffect } from 'react';
import { APP_TITLE, PAGE_TITLE_SUFFIX } from '../config.ts';

/** Sets the document title: the page's title plus the product name (spec 000 §2). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title}${PAGE_TITLE_SUFFIX}` : APP_TITLE;
  }, [title]);
}
