import type { ReactElement } from 'react';
import { Redirect, Route } from 'wouter';
import {
  QualityAssurancePage,
  type QualityAssuranceTab,
  qualityAssuranceTabs,
} from './quality-assurance-page.tsx';

/** QUALITY ASSURANCE (business.md §2.6 quality-assurance/:tab): the tabs share one key, so the page stays mounted between them. */
export const qualityAssuranceRoutes: ReactElement[] = [
  <Route key="quality-assurance-home" path="/admin/quality-assurance">
    <Redirect to="/admin/quality-assurance/final-merge" replace />
  </Route>,
  <Route key="quality-assurance" path="/admin/quality-assurance/:tab">
    {(params) =>
      (qualityAssuranceTabs as readonly string[]).includes(params.tab) ? (
        <QualityAssurancePage tab={params.tab as QualityAssuranceTab} />
      ) : (
        <Redirect to="/admin/quality-assurance/final-merge" replace />
      )
    }
  </Route>,
];
