import { Route, Switch } from 'wouter';
import { NotFound } from '../../ui/not-found.tsx';
import { ContactsPage } from './contacts-page.tsx';
import { HomePage } from './home-page.tsx';
import {
  AboutPage,
  ApplicantSignUpPage,
  ConfirmEmailLinkPage,
  DataPage,
  HowMatchWorksPage,
  LetterUploadPage,
  MatchCalendarPage,
  MatchRulesPage,
  MedicalSchoolInfoPage,
  MedicalSchoolRequestPage,
  MedicalSchoolUserRequestPage,
  NeedMatchingServicesPage,
  ProgramRequestPage,
  ProgramUserRequestPage,
  ProgramUserSearchPage,
  PublicMatchResultsPage,
  RoleInvitationPage,
  SpecialtiesPage,
  SpecialtyPage,
  StandaloneAuthPage,
} from './lazy-public-pages.ts';
import { PlannedPage, plannedPages } from './planned-page.tsx';
import { PrivacyPage } from './privacy-page.tsx';
import { LazyProgramComparePage } from './program-compare/lazy-program-compare-page.ts';
import { RedirectByNotificationPage } from './redirect-by-notification-page.tsx';

/** Public routes of business.md §2.1 (standalone variants included). */
export function PublicArea() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/contacts" component={ContactsPage} />
      <Route path="/match-calendar" component={MatchCalendarPage} />
      <Route path="/match-results" component={PublicMatchResultsPage} />
      <Route path="/specialty-programs-compare/:id" component={LazyProgramComparePage} />
      <Route path="/specialties" component={SpecialtiesPage} />
      <Route path="/specialty/:name/:pageId?">
        {(params) => <SpecialtyPage key={params.name} name={params.name} pageId={params.pageId} />}
      </Route>
      <Route path="/about" component={AboutPage} />
      <Route path="/about/how-match-works" component={HowMatchWorksPage} />
      <Route path="/about/match-rules" component={MatchRulesPage} />
      <Route path="/about/need-matching-services" component={NeedMatchingServicesPage} />
      <Route path="/medical-school-info" component={MedicalSchoolInfoPage} />
      <Route path="/data/:specialtyId?/:tab?" component={DataPage} />
      <Route path="/privacy-policy-and-terms-of-usage" component={PrivacyPage} />
      <Route path="/redirect-by-notification-type" component={RedirectByNotificationPage} />
      <Route path="/standalone/login">
        <StandaloneAuthPage mode="login" />
      </Route>
      <Route path="/standalone/forgot-password">
        <StandaloneAuthPage mode="forgotPasswordRequest" />
      </Route>
      <Route path="/standalone/reset-password">
        <StandaloneAuthPage mode="forgotPasswordConfirm" />
      </Route>
      <Route path="/standalone/confirm-email">
        <StandaloneAuthPage mode="confirmEmail" />
      </Route>
      <Route path="/confirm-email/:token" component={ConfirmEmailLinkPage} />
      <Route path="/registration/applicant" component={ApplicantSignUpPage} />
      <Route path="/standalone/registration/applicant" component={ApplicantSignUpPage} />
      <Route path="/registration/program/:id" component={ProgramUserRequestPage} />
      <Route path="/registration/program" component={ProgramUserSearchPage} />
      <Route path="/registration/program-request" component={ProgramRequestPage} />
      <Route path="/standalone/registration/program-request" component={ProgramRequestPage} />
      <Route path="/registration/medical-school-request" component={MedicalSchoolRequestPage} />
      <Route path="/standalone/registration/medical-school-request" component={MedicalSchoolRequestPage} />
      <Route path="/registration/medical-school-user-request/:id?" component={MedicalSchoolUserRequestPage} />
      <Route path="/letters-of-reference/upload/:id" component={LetterUploadPage} />
      <Route path="/account/invitations/:token" component={RoleInvitationPage} />
      <Route path="/standalone/letters-of-reference/upload/:id" component={LetterUploadPage} />
      {plannedPages.map((page) => (
        <Route key={page.path} path={page.path}>
          <PlannedPage title={page.title} holds={page.holds} />
        </Route>
      ))}
      <Route component={NotFound} />
    </Switch>
  );
}
