import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { listMyMeetings, type MyMeeting } from '../../../../core/contracts/meetings/meetings.contract.ts';
import { handleContract } from '../../../../mocks/contract-handler.ts';
import { server } from '../../../../mocks/node-server.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { meetingTimeRange } from '../../../test-support/meeting-fixtures.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { MyMeetingsPanel } from './my-meetings-panel.tsx';

const meeting = (id: number, more: Partial<MyMeeting> = {}): MyMeeting => ({
  ...meetingTimeRange({ id }),
  meetingRole: 'ProgramUser',
  ...more,
});

beforeEach(() => {
  server.use(
    handleContract(listMyMeetings, () => ({
      items: [
        meeting(11),
        meeting(12, {
          isLive: false,
          date: '2026-12-01',
          startsAt: '2026-12-01T17:00:00.000Z',
          endsAt: '2026-12-01T18:00:00.000Z',
        }),
        meeting(13, { programCode: 'SU-TX-002', programName: 'Austin Surgery' }),
        meeting(14, { matchCycleCode: 'IM-2026' }),
      ],
    })),
  );
});

describe('the video interviews panel of the interview pages', () => {
  it("program user: this program's ranges of the cycle, each linking to its dashboard; no axe violations", async () => {
    const { container } = renderAt('/here', [
      <Route key="p" path="/here">
        <MyMeetingsPanel
          viewer={{ kind: 'programUser', matchCycleCode: 'IM-2027', programCode: 'IM-MA-001' }}
        />
      </Route>,
    ]);
    const panel = await screen.findByRole('region', { name: 'Video interviews' });
    const links = within(panel).getAllByRole('link', { name: 'Open the meeting dashboard' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/program-user/IM-2027/IM-MA-001/meetings/dashboard/11/rooms',
      '/program-user/IM-2027/IM-MA-001/meetings/dashboard/12/rooms',
    ]);
    expect(within(panel).getAllByText('Today')).toHaveLength(1);
    await expectNoAxeViolations(container);
  });

  it("applicant: the cycle's ranges with their programs, opening the meeting tab", async () => {
    renderAt('/here', [
      <Route key="a" path="/here">
        <MyMeetingsPanel viewer={{ kind: 'applicant', matchCycleCode: 'IM-2027' }} />
      </Route>,
    ]);
    const panel = await screen.findByRole('region', { name: 'Video interviews' });
    expect(within(panel).getByText(/Austin Surgery/)).toBeTruthy();
    expect(within(panel).getAllByRole('link')[0]!.getAttribute('href')).toBe(
      '/applicant/IM-2027/meetings/dashboard/11/meeting',
    );
    expect(within(panel).getAllByRole('link')).toHaveLength(3);
  });
});
