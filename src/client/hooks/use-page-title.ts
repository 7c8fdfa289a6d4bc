import { useEffect } from 'react';
import { APP_TITLE } from '../config.ts';

/** Sets the document title: the page's title plus the product name (spec 000 §2). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} - ${APP_TITLE}` : APP_TITLE;
  }, [title]);
}
