import { Redirect, Route, Switch } from 'wouter';
import { NotFound } from '../../ui/not-found.tsx';
import { ApplicantDetailsPage } from './applicants/applicant-details-page.tsx';
import { MatchCycleCalendarPage } from './match-cycle-calendar/match-cycle-calendar-page.tsx';
import { MatchCycleCreatePage } from './match-cycles/match-cycle-create-page.tsx';
import { MatchCycleDetailsPage } from './match-cycles/match-cycle-details-page.tsx';
import { MatchCycleUpdatePage } from './match-cycles/match-cycle-update-page.tsx';
import { MatchCyclesListPage } from './match-cycles/match-cycles-list-page.tsx';
import { MatchRunHistoryPage } from './match-run/match-run-history-page.tsx';
import { MatchRunPage } from './match-run/match-run-page.tsx';
import { MedicalSchoolCreatePage, MedicalSchoolUpdatePage } from './medical-schools/medical-school-pages.tsx';
import { MedicalSchoolsListPage } from './medical-schools/medical-schools-list-page.tsx';
import { ProgramCreatePage } from './programs/program-create-page.tsx';
import { ProgramUpdatePage } from './programs/program-update-page.tsx';
import { ProgramsListPage } from './programs/programs-list-page.tsx';
import { ProgramListingPage } from './rank-lists/admin-rank-list-views.tsx';
import { AdminRequestReviewPage } from './requests/admin-request-review-page.tsx';
import { AdminRequestsPage } from './requests/admin-requests-page.tsx';
import { SpecialtiesListPage } from './specialties/specialties-list-page.tsx';
import { SpecialtyCreatePage } from './specialties/specialty-create-page.tsx';
import { SpecialtyUpdatePage } from './specialties/specialty-update-page.tsx';
import { SpecialtyPagesPage } from './specialty-pages/specialty-pages-page.tsx';
import { AuditLogPage } from './users/audit-log-page.tsx';
import { UsersListPage } from './users/users-list-page.tsx';
import { VersionPage } from './version-page.tsx';

export function AdminArea() {
  return (
    <Switch>
      <Route path="/admin">
        <Redirect to="/admin/match-cycles" replace />
      </Route>
      <Route path="/admin/match-cycles" component={MatchCyclesListPage} />
      <Route path="/admin/match-cycles/create" component={MatchCycleCreatePage} />
      <Route path="/admin/match-cycles/update/:id">
        {(params) => <MatchCycleUpdatePage key={params.id} id={params.id} />}
      </Route>
      <Route path="/admin/match-cycles/details/:id/:tab?">
        {(params) => <MatchCycleDetailsPage key={params.id} id={params.id} tab={params.tab} />}
      </Route>
      <Route path="/admin/match-cycles/:id/match-run/history">
        {(params) => <MatchRunHistoryPage id={params.id} />}
      </Route>
      <Route path="/admin/match-cycles/:id/match-run">{(params) => <MatchRunPage id={params.id} />}</Route>
      <Route path="/admin/match-cycle-calendar" component={MatchCycleCalendarPage} />
      <Route path="/admin/version" component={VersionPage} />
      <Route path="/admin/specialties" component={SpecialtiesListPage} />
      <Route path="/admin/specialties/create" component={SpecialtyCreatePage} />
      <Route path="/admin/specialties/update/:id/:tab?">
        {(params) => <SpecialtyUpdatePage key={params.id} id={params.id} tab={params.tab} />}
      </Route>
      <Route path="/admin/specialty-pages/:specialtyId?/:pageId?">
        {(params) => <SpecialtyPagesPage specialtyId={params.specialtyId} pageId={params.pageId} />}
      </Route>
      <Route path="/admin/programs" component={ProgramsListPage} />
      <Route path="/admin/programs/create" component={ProgramCreatePage} />
      <Route path="/admin/programs/update/:id/:tab?">
        {(params) => <ProgramUpdatePage key={params.id} id={params.id} tab={params.tab} />}
      </Route>
      <Route path="/admin/programs/:id/listings/:matchCycleId">
        {(params) => (
          <ProgramListingPage
            key={`${params.id}/${params.matchCycleId}`}
            id={params.id}
            matchCycleId={params.matchCycleId}
          />
        )}
      </Route>
      <Route path="/admin/medical-schools" component={MedicalSchoolsListPage} />
      <Route path="/admin/medical-schools/create" component={MedicalSchoolCreatePage} />
      <Route path="/admin/medical-schools/update/:id">
        {(params) => <MedicalSchoolUpdatePage key={params.id} id={params.id} />}
      </Route>
      <Route path="/admin/requests">
        <Redirect to="/admin/requests/programs" replace />
      </Route>
      <Route path="/admin/requests/programs">
        <AdminRequestsPage kind="ProgramRegistration" />
      </Route>
      <Route path="/admin/requests/programs/update/:id">
        {(params) => <AdminRequestReviewPage key={params.id} kind="ProgramRegistration" />}
      </Route>
      <Route path="/admin/requests/programs-users">
        <AdminRequestsPage kind="ProgramUserRegistration" />
      </Route>
      <Route path="/admin/requests/program-rename-requests">
        <AdminRequestsPage kind="ProgramRename" />
      </Route>
      <Route path="/admin/requests/program-listing-change-requests">
        <AdminRequestsPage kind="ProgramListingChange" />
      </Route>
      <Route path="/admin/requests/medical-school-registration">
        <AdminRequestsPage kind="MedicalSchoolRegistration" />
      </Route>
      <Route path="/admin/requests/medical-school-registration/update/:id">
        {(params) => <AdminRequestReviewPage key={params.id} kind="MedicalSchoolRegistration" />}
      </Route>
      <Route path="/admin/requests/medical-school-user-registration">
        <AdminRequestsPage kind="MedicalSchoolUserRegistration" />
      </Route>
      <Route path="/admin/admin-users">
        <UsersListPage key="Admin" userRole="Admin" />
      </Route>
      <Route path="/admin/society-users">
        <UsersListPage key="SocietyUser" userRole="SocietyUser" />
      </Route>
      <Route path="/admin/program-users">
        <UsersListPage key="ProgramUser" userRole="ProgramUser" />
      </Route>
      <Route path="/admin/medical-school-users">
        <UsersListPage key="MedSchoolUser" userRole="MedSchoolUser" />
      </Route>
      <Route path="/admin/applicants">
        <UsersListPage key="Applicant" userRole="Applicant" />
      </Route>
      <Route path="/admin/applicants/:id/:tab/:matchCycleId">
        {(params) => (
          <ApplicantDetailsPage
            key={params.id}
            id={params.id}
            tab={params.tab}
            matchCycleId={params.matchCycleId}
          />
        )}
      </Route>
      <Route path="/admin/applicants/:id/:tab?">
        {(params) => <ApplicantDetailsPage key={params.id} id={params.id} tab={params.tab} />}
      </Route>
      <Route path="/admin/audit-log" component={AuditLogPage} />
      <Route component={NotFound} />
    </Switch>
  );
}
