import { Redirect, Route, Switch } from 'wouter';
import { SendKeptFeedbackAtStart } from '../../features/meetings/feedback/send-kept-feedback-at-start.tsx';
import { NotFound } from '../../ui/not-found.tsx';
import { interviewsRoutes } from './interviews/interviews-routes.tsx';
import { meetingsRoutes } from './meetings/meetings-routes.tsx';
import { messagingRoutes } from './messaging/messaging-routes.tsx';
import { openHouseRoutes } from './open-house/open-house-routes.tsx';
import { portalRoutes } from './portal/portal-routes.tsx';
import { programRequestRoutes } from './program-requests/program-requests-routes.tsx';
import { programUserRoutes } from './program-user-routes.tsx';
import { reviewRoutes } from './review/review-routes.tsx';
import { transactionRoutes } from './transactions/transactions-routes.tsx';
import { vacancyRoutes } from './vacancies/vacancies-routes.tsx';

export function ProgramUserArea() {
  return (
    <>
      <SendKeptFeedbackAtStart />
      <Switch>
        <Route path="/program-user">
          <Redirect to="/program-user/landing" replace />
        </Route>
        {vacancyRoutes}
        {programUserRoutes}
        {reviewRoutes}
        {interviewsRoutes}
        {meetingsRoutes}
        {openHouseRoutes}
        {programRequestRoutes}
        {messagingRoutes}
        {transactionRoutes}
        {portalRoutes}
        <Route component={NotFound} />
      </Switch>
    </>
  );
}
