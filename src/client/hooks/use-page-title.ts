import { useEffect } from 'react';
import { pageTitle } from '../config.ts';

/** Sets the document title: the page's title plus the product name (spec 000 §2). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
