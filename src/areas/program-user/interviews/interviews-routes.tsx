import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { InterviewSchedulePage } from './interview-schedule-page.tsx';
import { ProgramInterviewsPage } from './program-interviews-page.tsx';

/** The program's interview schedule (calendar, applicants, interviews) and its list of interviews (issue 15). */
export const interviewsRoutes: ReactElement[] = [
  <Route
    key="interview-schedule"
    path="/program-user/:matchCycleCode/:programCode/interview-schedule/:tab?"
    component={InterviewSchedulePage}
  />,
  <Route
    key="interviews"
    path="/program-user/:matchCycleCode/:programCode/interviews"
    component={ProgramInterviewsPage}
  />,
];
