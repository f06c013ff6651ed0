import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { lazyPage } from '../../../lib/lazy-page.ts';

const LetterUploadPage = lazyPage(() => import('./letter-upload-page.tsx'), 'LetterUploadPage');

/**
 * LETTER UPLOAD by a referee, in the site and standalone. Each element is a wouter <Route> with a unique key,
 * except that the paths of one page share its key (the page stays mounted between them).
 */
export const letterUploadRoutes: ReactElement[] = [
  <Route key="letter-upload" path="/letters-of-reference/upload/:id" component={LetterUploadPage} />,
  <Route
    key="letter-upload"
    path="/standalone/letters-of-reference/upload/:id"
    component={LetterUploadPage}
  />,
];
