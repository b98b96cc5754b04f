import { useEffect } from 'react';
import { SITE_TITLE } from './layout-constants';

/** `{page title} · 省局网站管理后台`; only the site title on the home page (spec §2). */
export function documentTitle(pageTitle?: string | null, isHome = false): string {
  return !pageTitle || isHome ? SITE_TITLE : `${pageTitle} · ${SITE_TITLE}`;
}

export function useDocumentTitle(pageTitle?: string | null, isHome = false) {
  useEffect(() => {
    document.title = documentTitle(pageTitle, isHome);
  }, [pageTitle, isHome]);
}
