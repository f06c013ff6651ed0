import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { lazyPage } from '../../../lib/lazy-page.ts';

// Loaded on first visit: the rich-text editor stays out of the applicant's first load.
const PersonalStatementsPage = lazyPage(
  () => import('./personal-statements-page.tsx'),
  'PersonalStatementsPage',
);
const PersonalStatementEditPage = lazyPage(
  () => import('./personal-statements-page.tsx'),
  'PersonalStatementEditPage',
);
const LettersPage = lazyPage(() => import('./letters-page.tsx'), 'LettersPage');
const LetterEditPage = lazyPage(() => import('./letters-page.tsx'), 'LetterEditPage');

/** The same pages under the profile and inside a cycle (`profile` is not a cycle: see applicantScope). */
const scopes = [
  { key: 'profile', prefix: '/applicant/profile' },
  { key: 'cycle', prefix: '/applicant/:matchCycleCode' },
] as const;

/**
 * LETTERS: personal statements and letters of reference.
 * Routes of both shapes where the spec has them: `/applicant/profile/...` (outside a cycle) and
 * `/applicant/:matchCycleCode/...`. Each element is a wouter <Route> with a unique key.
 */
export const letterRoutes: ReactElement[] = scopes.flatMap(({ key, prefix }) => [
  <Route key={`${key}-ps`} path={`${prefix}/personal-statements`} component={PersonalStatementsPage} />,
  <Route
    key={`${key}-ps-create`}
    path={`${prefix}/personal-statements/create`}
    component={PersonalStatementEditPage}
  />,
  <Route
    key={`${key}-ps-update`}
    path={`${prefix}/personal-statements/update/:id`}
    component={PersonalStatementEditPage}
  />,
  <Route key={`${key}-lor`} path={`${prefix}/letters-of-reference`} component={LettersPage} />,
  <Route
    key={`${key}-lor-create`}
    path={`${prefix}/letters-of-reference/create`}
    component={LetterEditPage}
  />,
  <Route
    key={`${key}-lor-edit`}
    path={`${prefix}/letters-of-reference/edit/:id?`}
    component={LetterEditPage}
  />,
]);
