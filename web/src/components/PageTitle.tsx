import { useEffect, type ReactNode } from 'react';
import { PRODUCT_NAME } from '../../../lambdas/contracts/product';

/** "Sintomi · SaluteMia": what the browser's tab, history and a screen reader's window list say. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}

/**
 * A page's heading, which also names the browser tab. `documentTitle` when the heading is personal (the
 * dashboard's greeting) and the tab should say what the page is.
 */
export function PageTitle({
  children,
  documentTitle,
}: {
  children: string;
  documentTitle?: string;
}): ReactNode {
  useDocumentTitle(documentTitle ?? children);
  return <h1 className="page-title">{children}</h1>;
}
