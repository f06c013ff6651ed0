import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { lazyPage } from '../../../lib/lazy-page.ts';

const AboutPage = lazyPage(() => import('./about-page.tsx'), 'AboutPage');
const HowMatchWorksPage = lazyPage(() => import('./how-match-works-page.tsx'), 'HowMatchWorksPage');
const MatchRulesPage = lazyPage(() => import('./match-rules-page.tsx'), 'MatchRulesPage');
const NeedMatchingServicesPage = lazyPage(
  () => import('./need-matching-services-page.tsx'),
  'NeedMatchingServicesPage',
);

/** ABOUT: the service, how the match works, its rules, who needs it. Each element is a wouter <Route> with a unique key. */
export const aboutRoutes: ReactElement[] = [
  <Route key="about" path="/about" component={AboutPage} />,
  <Route key="how-match-works" path="/about/how-match-works" component={HowMatchWorksPage} />,
  <Route key="match-rules" path="/about/match-rules" component={MatchRulesPage} />,
  <Route
    key="need-matching-services"
    path="/about/need-matching-services"
    component={NeedMatchingServicesPage}
  />,
];
