import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { lazyPage } from '../../../lib/lazy-page.ts';

const PersonalInfoPage = lazyPage(() => import('./personal-info-page.tsx'), 'PersonalInfoPage');
const HobbiesPage = lazyPage(() => import('./hobbies-page.tsx'), 'HobbiesPage');
const EducationPage = lazyPage(() => import('./education-page.tsx'), 'EducationPage');
const EmploymentPage = lazyPage(() => import('./employment-page.tsx'), 'EmploymentPage');

/**
 * PROFILE: personal information, education, employment, hobbies and interests.
 * The same pages under `/applicant/profile/...` (outside a cycle) and `/applicant/:matchCycleCode/personal-info/...`
 * (the profile belongs to the applicant, docs/adr/0009). Each element is a wouter <Route> with a unique key.
 */
export const profileRoutes: ReactElement[] = [
  <Route key="profile-edit" path="/applicant/profile/edit/:action?" component={PersonalInfoPage} />,
  <Route key="profile-hobbies" path="/applicant/profile/hobbies-n-interests" component={HobbiesPage} />,
  <Route key="profile-education" path="/applicant/profile/education" component={EducationPage} />,
  <Route key="profile-employment" path="/applicant/profile/employment" component={EmploymentPage} />,
  <Route
    key="cycle-personal-info"
    path="/applicant/:matchCycleCode/personal-info"
    component={PersonalInfoPage}
  />,
  <Route
    key="cycle-hobbies"
    path="/applicant/:matchCycleCode/personal-info/hobbies-n-interests"
    component={HobbiesPage}
  />,
  <Route
    key="cycle-education"
    path="/applicant/:matchCycleCode/personal-info/education"
    component={EducationPage}
  />,
  <Route
    key="cycle-employment"
    path="/applicant/:matchCycleCode/personal-info/employment"
    component={EmploymentPage}
  />,
];
