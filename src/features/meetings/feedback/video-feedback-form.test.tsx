import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  sendVideoFeedback,
  type VideoFeedbackInput,
} from '../../../../core/contracts/meetings/meetings.contract.ts';
import { handleContract } from '../../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../../mocks/demo-data.ts';
import { server } from '../../../../mocks/node-server.ts';
import { appDb } from '../../../lib/offline/app-db.ts';
import { currentUserOf, useSessionStore } from '../../../lib/session/session-store.ts';
import { clearUserStorage, storedName } from '../../../lib/storage/local-store.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { SendKeptFeedbackAtStart } from './send-kept-feedback-at-start.tsx';
import { useSendKeptFeedback } from './use-send-kept-feedback.ts';
import { VideoFeedbackForm } from './video-feedback-form.tsx';
import { keepFeedback, keptFeedback, lastMeetingDate, rememberMeetingDate } from './video-feedback-store.ts';

let sent: VideoFeedbackInput[];

beforeEach(() => {
  sent = [];
  localStorage.clear();
  act(() => useSessionStore.getState().setSession(demoSession(demoUser('applicant@matchline.test')!)));
  server.use(
    handleContract(sendVideoFeedback, ({ body }) => {
      sent.push(body as VideoFeedbackInput);
      return { id: sent.length };
    }),
  );
});

afterEach(async () => {
  act(() => useSessionStore.setState({ session: null, status: 'restoring', deviceUser: null }));
  sessionStorage.clear();
  localStorage.clear();
  await appDb().drafts.clear();
});

/** A meetings page as far as kept feedback goes. */
function MeetingsPage() {
  useSendKeptFeedback();
  return null;
}

const userId = () => currentUserOf(useSessionStore.getState())!.id;

/** Picks an option of a react-aria select by its label. */
async function pick(label: string, option: string) {
  fireEvent.click(screen.getByRole('button', { name: new RegExp(label) }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

describe('the video-conference feedback form', () => {
  it('asks for the overall rating before sending; no axe violations', async () => {
    const { container } = render(<VideoFeedbackForm timeRangeId={11} roomId={3} />);
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Please choose an overall rating.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('keeps what was typed across a remount, then sends it once with its clientId', async () => {
    const first = render(<VideoFeedbackForm timeRangeId={11} roomId={3} />);
    await pick('Overall', '4 – Good');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Echo or noise' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Anything else?' }), {
      target: { value: 'A little echo at the start.' },
    });
    first.unmount();

    render(<VideoFeedbackForm timeRangeId={11} roomId={3} />);
    expect((screen.getByRole('textbox', { name: 'Anything else?' }) as HTMLTextAreaElement).value).toBe(
      'A little echo at the start.',
    );
    expect((screen.getByRole('checkbox', { name: 'Echo or noise' }) as HTMLInputElement).checked).toBe(true);
    const send = screen.getByRole('button', { name: 'Send feedback' });
    fireEvent.click(send);
    fireEvent.click(send);
    expect(await screen.findByText('Thank you: your feedback has been sent.')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      timeRangeId: 11,
      roomId: 3,
      overallRating: 4,
      audioRating: null,
      problems: ['Echo'],
      comment: 'A little echo at the start.',
    });
    expect(sent[0]!.clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(keptFeedback(userId())).toEqual([]);
  });

  it('offline: kept on the device (surviving sign-out) and sent when back online', async () => {
    let online = false;
    server.use(
      http.post('*/api/meetings/feedback', async ({ request }) => {
        if (!online) return HttpResponse.error();
        sent.push((await request.json()) as VideoFeedbackInput);
        return HttpResponse.json({ id: 1 });
      }),
    );
    render(<VideoFeedbackForm timeRangeId={11} roomId={null} />);
    await pick('Overall', '2 – Poor');
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(
      await screen.findByText(
        'Your feedback is kept on this device and will be sent as soon as you are back online.',
      ),
    ).toBeTruthy();
    const me = userId();
    expect(keptFeedback(me)).toHaveLength(1);
    // Sign-out clears the user's data but not the feedback waiting to be sent.
    clearUserStorage();
    expect(localStorage.getItem(storedName('videoConferenceFeedback'))).not.toBeNull();
    expect(keptFeedback(me)[0]).toMatchObject({ timeRangeId: 11, overallRating: 2 });

    online = true;
    act(() => window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Thank you: your feedback has been sent.')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(keptFeedback(me)).toEqual([]);
  });

  it('feedback kept from an earlier session goes out when a signed-in area starts; nothing is loaded when none is kept', async () => {
    const me = userId();
    const { unmount } = render(<SendKeptFeedbackAtStart />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
    unmount();

    keepFeedback(me, {
      clientId: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
      timeRangeId: 11,
      roomId: null,
      overallRating: 4,
      audioRating: null,
      videoRating: null,
      problems: [],
      comment: null,
    });
    render(<SendKeptFeedbackAtStart />);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ timeRangeId: 11, overallRating: 4 });
    await waitFor(() => expect(keptFeedback(me)).toEqual([]));
  });

  it('feedback kept from an earlier session goes out when a meetings page opens', async () => {
    const me = userId();
    keepFeedback(me, {
      clientId: '6c4c7f0e-8a39-4d8e-9a57-1f0b7d1a2b3c',
      timeRangeId: 9,
      overallRating: 5,
      problems: [],
    });
    keepFeedback('someone-else', {
      clientId: '7d5d8f1f-9b4a-4e9f-8b68-2a1c8e2b3c4d',
      timeRangeId: 9,
      overallRating: 1,
      problems: [],
    });
    render(<MeetingsPage />);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ clientId: '6c4c7f0e-8a39-4d8e-9a57-1f0b7d1a2b3c', overallRating: 5 });
    await waitFor(() => expect(keptFeedback(me)).toEqual([]));
    expect(keptFeedback('someone-else')).toHaveLength(1);
  });

  it('keeps the last meeting date per user across sign-out', () => {
    rememberMeetingDate('u1', '2026-11-26');
    clearUserStorage();
    expect(lastMeetingDate('u1')).toBe('2026-11-26');
    expect(lastMeetingDate('u2')).toBeNull();
  });
});
