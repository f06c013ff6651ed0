import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { AuditLogPage } from './audit-log-page.tsx';
import { UsersListPage } from './users-list-page.tsx';

/**
 * USERS: one list per role (the applicants' list included; an applicant's details are in the applicants section)
 * and the audit log. Each element is a wouter <Route> with a unique key.
 */
export const userRoutes: ReactElement[] = [
  <Route key="admin-users" path="/admin/admin-users">
    <UsersListPage key="Admin" userRole="Admin" />
  </Route>,
  <Route key="society-users" path="/admin/society-users">
    <UsersListPage key="SocietyUser" userRole="SocietyUser" />
  </Route>,
  <Route key="program-users" path="/admin/program-users">
    <UsersListPage key="ProgramUser" userRole="ProgramUser" />
  </Route>,
  <Route key="medical-school-users" path="/admin/medical-school-users">
    <UsersListPage key="MedSchoolUser" userRole="MedSchoolUser" />
  </Route>,
  <Route key="applicants" path="/admin/applicants">
    <UsersListPage key="Applicant" userRole="Applicant" />
  </Route>,
  <Route key="audit-log" path="/admin/audit-log" component={AuditLogPage} />,
];
