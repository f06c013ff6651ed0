import { Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { DeniedDialog } from '../../features/applicant-restrictions/denied-dialog.tsx';
import { useDeniedOnRefusal } from '../../features/applicant-restrictions/use-applicant-guard.ts';
import { SendKeptFeedbackAtStart } from '../../features/meetings/feedback/send-kept-feedback-at-start.tsx';
import { lazyPage } from '../../lib/lazy-page.ts';
import { NotFound } from '../../ui/not-found.tsx';
import { academicRoutes } from './academic/academic-routes.tsx';
import { applicationRoutes } from './applications/applications-routes.tsx';
import { coupleRoutes } from './couple/couple-routes.tsx';
import { documentRoutes } from './documents/documents-routes.tsx';
import { interviewRoutes } from './interviews/interviews-routes.tsx';
import { letterRoutes } from './letters/letters-routes.tsx';
import { matchResultRoutes } from './match-result/match-result-routes.tsx';
import { meetingRoutes } from './meetings/meetings-routes.tsx';
import { messagingRoutes } from './messaging/messaging-routes.tsx';
import { openHouseRoutes } from './open-house/open-house-routes.tsx';
import { profileRoutes } from './profile/profile-routes.tsx';
import { programRequestRoutes } from './program-requests/program-requests-routes.tsx';
import { programRoutes } from './programs/programs-routes.tsx';
import { ApplicantLandingPage } from './registration/landing-page.tsx';
import { registrationRoutes } from './registration/registration-routes.tsx';
import { specialtyInfoRoutes } from './specialty-info/specialty-info-routes.tsx';
import { transactionRoutes } from './transactions/transactions-routes.tsx';
import { vacancyRoutes } from './vacancies/vacancies-routes.tsx';

// Its code (the meetings contract, the dashboard's paths) loads after the area: an invitation is rare.
const MeetingInvitationToasts = lazyPage(
  () => import('../../features/meetings/meeting-invitation-toast.tsx'),
  'MeetingInvitationToasts',
);

export function ApplicantArea() {
  useDeniedOnRefusal();
  return (
    <>
      {/* The 'Denied' popup of platform.md §6, opened by useApplicantGuard and by handleError for a server refusal. */}
      <DeniedDialog />
      {/* The meeting invitation toast of platform.md §2: only applicants see it. */}
      <Suspense fallback={null}>
        <MeetingInvitationToasts />
      </Suspense>
      <SendKeptFeedbackAtStart />
      <Switch>
        <Route path="/applicant">
          <Redirect to="/applicant/landing" replace />
        </Route>
        <Route path="/applicant/landing" component={ApplicantLandingPage} />
        <Route path="/applicant/landing/verify-phone/:phoneId" component={ApplicantLandingPage} />
        {/* Routes under /applicant/profile/... come before /applicant/:matchCycleCode/... in each slice. */}
        {registrationRoutes}
        {profileRoutes}
        {academicRoutes}
        {documentRoutes}
        {letterRoutes}
        {programRoutes}
        {applicationRoutes}
        {interviewRoutes}
        {meetingRoutes}
        {coupleRoutes}
        {specialtyInfoRoutes}
        {transactionRoutes}
        {matchResultRoutes}
        {openHouseRoutes}
        {vacancyRoutes}
        {programRequestRoutes}
        {messagingRoutes}
        <Route component={NotFound} />
      </Switch>
    </>
  );
}
