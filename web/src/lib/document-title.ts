// The first page's title comes with its HTML document (docs/sites.md 'Documents'); once the visitor
// moves to another route in the SPA, the tab shows the platform's title instead of the first page's.
import { useEffect, useRef } from 'react';
import { documentTexts } from '@shared/core/document-texts';

export function usePlatformTitleAfterNavigation(pathname: string): void {
  const first = useRef(pathname);
  const moved = useRef(false);
  useEffect(() => {
    if (pathname !== first.current) moved.current = true;
    if (moved.current) document.title = documentTexts.defaultTitle;
  }, [pathname]);
}
