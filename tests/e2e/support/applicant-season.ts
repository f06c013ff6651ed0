import type { APIRequestContext } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import {
  getAdminMatchCycle,
  listAdminMatchCycles,
  matchCycleInput,
  updateMatchCycle,
} from '../../../core/contracts/match-cycles/match-cycles.contract.ts';
import { demoAccounts } from './accounts.ts';
import { UserApi } from './api.ts';

/**
 * Opens a demo cycle for applications: the admin moves its CAS deadline to a week from today (Pacific).
 * The demo seed puts every CAS deadline in early September, so from then until the next June the seeded
 * cycles are locked for updates, and a test that sends applications could only pass in summer.
 * Returns the new deadline ('2026-11-29').
 */
export async function openApplicationsOf(request: APIRequestContext, shortName: string): Promise<string> {
  const admin = await UserApi.signIn(request, demoAccounts.admin.email, demoAccounts.admin.password);
  const { items } = await admin.read(listAdminMatchCycles.path, listAdminMatchCycles.response, {
    search: shortName,
    pageSize: '50',
  });
  const listed = items.find((item) => item.shortName === shortName);
  if (!listed) throw new Error(`No match cycle ${shortName} in the demo seed.`);
  const cycle = await admin.read(
    getAdminMatchCycle.path.replace(':id', String(listed.id)),
    getAdminMatchCycle.response,
  );
  const casDeadlineDate = Temporal.Now.plainDateISO('America/Los_Angeles').add({ days: 7 }).toString();
  // The details carry every input field (plus id, status, actions…): keep only what the form sends.
  const fields = Object.keys(matchCycleInput.shape);
  const body = Object.fromEntries(
    Object.entries({
      ...cycle,
      casDeadlineDate,
      trainingStartDate: cycle.trainingStartDate?.slice(0, 7) ?? null,
    }).filter(([key]) => fields.includes(key)),
  );
  const response = await admin.put(updateMatchCycle.path.replace(':id', String(listed.id)), body);
  if (!response.ok())
    throw new Error(
      `Moving the CAS deadline of ${shortName} failed: ${response.status()} ${await response.text()}`,
    );
  return casDeadlineDate;
}
