import { Redirect, Route, Switch } from 'wouter';
import { SocietyContextPicker } from '../../features/society-context/society-context-picker.tsx';
import { useSocietyContextLoader } from '../../features/society-context/use-society-context.ts';
import { NotFound } from '../../ui/not-found.tsx';
import { requestRoutes } from './requests/requests-routes.tsx';
import { societyUserRoutes } from './society-user-routes.tsx';
import { transactionRoutes } from './transactions/transactions-routes.tsx';
import { vacancyRoutes } from './vacancies/vacancies-routes.tsx';

/** The society user area (business.md §2.5): every page works in the specialty and cycle chosen above it. */
export function SocietyUserArea() {
  useSocietyContextLoader();
  return (
    <>
      <SocietyContextPicker />
      <Switch>
        <Route path="/society-user">
          <Redirect to="/society-user/summary" replace />
        </Route>
        {societyUserRoutes}
        {transactionRoutes}
        {vacancyRoutes}
        <Route path="/society-user/requests">
          <Redirect to="/society-user/requests/program-registration-requests" replace />
        </Route>
        {requestRoutes}
        <Route component={NotFound} />
      </Switch>
    </>
  );
}
