/**
 * Private iCalendar feeds of interviews (ADR 0024 §10): `/api/calendar/<token>.ics` lists an
 * applicant's accepted interviews and the open house tours it registered for, and a program user's interview ranges (every program they belong
 * to) with the applicants booked in each. Only the token's SHA-256 is stored. The token is 32 bytes
 * derived with HMAC-SHA256 from the server's secret, the user and the feed's creation instant: the
 * same URL can be shown again on the next ask without keeping it, and `rotate` (a new instant)
 * makes a new one, which kills the old.
 */
import { createHash, createHmac } from 'node:crypto';
import { type ICalendarEvent, writeICalendar } from '../../../core/domain/icalendar.ts';
import { seasonMessages } from '../../../core/domain/season-messages.ts';
import type { Clock } from '../../clock.ts';
import { type DbExecutor, withTransaction } from '../../db/client.ts';
import { findApplicantByUserId } from '../../db/repositories/applicants.repository.ts';
import {
  type FeedInterview,
  type FeedRange,
  findCalendarFeed,
  findCalendarFeedOwner,
  listAcceptedInterviewsOfUser,
  listRangesOfProgramUser,
  saveCalendarFeed,
} from '../../db/repositories/interviews.repository.ts';
import {
  type ApplicantTourEvent,
  listApplicantTourEvents,
} from '../../db/repositories/open-house.repository.ts';
import { notFound } from '../../errors.ts';

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashFeedToken = (token: string) => createHash('sha256').update(token).digest('hex');

const typeWords = {
  InPerson: 'in person',
  MatchlineVideoConference: 'Matchline video',
  AnotherVideoConference: 'video',
} as const;

export function createCalendarFeedService(deps: {
  db: DbExecutor;
  clock: Clock;
  secret: string;
  publicUrl: string;
}) {
  const { db, clock, secret, publicUrl } = deps;
  const host = new URL(publicUrl).host;

  const tokenOf = (userId: string, createdAt: Date) =>
    createHmac('sha256', secret)
      .update(`calendar-feed\0${userId}\0${createdAt.getTime()}`)
      .digest('base64url');

  function interviewEvent(interview: FeedInterview): ICalendarEvent {
    const where = interview.videoLink ?? interview.location;
    return {
      uid: `interview-invitation-${interview.invitationId}@${host}`,
      summary: `Interview: ${interview.programName} (${typeWords[interview.interviewType]})`,
      start: { instant: interview.startsAt },
      end: interview.endsAt,
      busy: true,
      url: `${publicUrl}/applicant/${encodeURIComponent(interview.cycleCode)}/interview-schedule`,
      ...(where ? { location: where } : {}),
    };
  }

  function rangeEvent(range: FeedRange): ICalendarEvent {
    const where = range.videoLink ?? range.location;
    const booked = range.applicants.length;
    const lines = [
      `${booked} of ${range.capacity} seats booked.`,
      ...(range.roomName ? [`Room: ${range.roomName}`] : []),
      ...range.applicants,
    ];
    return {
      uid: `interview-range-${range.rangeId}@${host}`,
      summary: `Interviews: ${range.programName} (${booked}/${range.capacity})`,
      description: lines.join('\n'),
      start: { instant: range.startsAt },
      end: range.endsAt,
      busy: booked > 0,
      ...(where ? { location: where } : {}),
    };
  }

  /** A tour the applicant holds a seat on; a cancelled one stays, marked, and no longer takes the time. */
  function tourEvent(tour: ApplicantTourEvent): ICalendarEvent {
    const where = tour.videoLink ?? tour.location;
    return {
      uid: `open-house-tour-${tour.tourId}@${host}`,
      summary: `${tour.isCancelled ? 'Cancelled: ' : ''}Open house: ${tour.programName}, ${tour.title}`,
      ...(tour.description ? { description: tour.description } : {}),
      start: { instant: tour.startsAt },
      end: tour.endsAt,
      busy: !tour.isCancelled,
      ...(where ? { location: where } : {}),
    };
  }

  return {
    /** The caller's feed URL (made on the first ask); `rotate` replaces it and the old one stops working. */
    async url(userId: string, rotate: boolean): Promise<{ url: string }> {
      const createdAt = await withTransaction(db, async (tx) => {
        const existing = await findCalendarFeed(tx, userId);
        if (existing && !rotate) return existing.createdAt;
        // A new instant makes a new token; never the same millisecond as the old one.
        let at = clock.now();
        if (existing && at.getTime() <= existing.createdAt.getTime())
          at = new Date(existing.createdAt.getTime() + 1);
        await saveCalendarFeed(tx, userId, hashFeedToken(tokenOf(userId, at)), at);
        return at;
      });
      return { url: `${publicUrl}/api/calendar/${tokenOf(userId, createdAt)}.ics` };
    },

    /** The feed of a token (the path's last part, `.ics` optional); unknown: 404. */
    async feed(tokenWithSuffix: string): Promise<string> {
      const token = tokenWithSuffix.replace(/\.ics$/, '');
      if (!TOKEN_PATTERN.test(token)) throw notFound();
      const owner = await findCalendarFeedOwner(db, hashFeedToken(token));
      if (!owner?.isActive) throw notFound();
      const events: ICalendarEvent[] = [];
      if (owner.roles.includes('Applicant')) {
        events.push(...(await listAcceptedInterviewsOfUser(db, owner.userId)).map(interviewEvent));
        const applicant = await findApplicantByUserId(db, owner.userId);
        if (applicant) events.push(...(await listApplicantTourEvents(db, applicant.id)).map(tourEvent));
      }
      if (owner.roles.includes('ProgramUser')) {
        events.push(...(await listRangesOfProgramUser(db, owner.userId)).map(rangeEvent));
      }
      return writeICalendar({
        name: seasonMessages.InterviewCalendarName,
        prodId: '-//Matchline//Interviews//EN',
        stamp: clock.now(),
        events,
      });
    },
  };
}
