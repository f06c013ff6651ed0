/**
 * How much mail users can make the service send to addresses they choose (issue 11: no mail relay).
 * One place for the numbers; the counting is `ActionLimits.take` (action-limits.ts). Windows are
 * fixed (an hour or a UTC day), counted per sender and per recipient, shared by every server node.
 */
import { type ActionLimit, DAY_MS, HOUR_MS } from './action-limits.ts';

type Rule = { max: number; windowMs: number };

/** A letter's request mail may be sent again at most once an hour. */
export const LETTER_RESENDS_PER_LETTER: Rule = { max: 1, windowMs: HOUR_MS };
/** Letter mails (requests, new writer addresses, resends) one applicant can cause a day. */
export const LETTER_MAILS_PER_APPLICANT: Rule = { max: 20, windowMs: DAY_MS };
/** Letter mails one address receives a day, whoever asks. */
export const LETTER_MAILS_PER_RECIPIENT: Rule = { max: 3, windowMs: DAY_MS };
/** Couple proposals one applicant makes a day (made, not open: withdrawing gives none back). */
export const COUPLE_PROPOSALS_PER_APPLICANT: Rule = { max: 5, windowMs: DAY_MS };
/** Couple proposals naming one partner (email address or applicant code, as typed) a day. */
export const COUPLE_PROPOSALS_PER_PARTNER: Rule = { max: 3, windowMs: DAY_MS };

const address = (email: string) => email.trim().toLowerCase();

/** A mail to a letter writer: counted for the applicant and for the writer's address (and the letter when resent). */
export function letterMailLimits(
  applicantId: number,
  writerEmail: string,
  resendOfLetterId?: number,
): ActionLimit[] {
  return [
    ...(resendOfLetterId === undefined
      ? []
      : [{ key: `letter-resend:${resendOfLetterId}`, ...LETTER_RESENDS_PER_LETTER }]),
    { key: `letter-mail:applicant:${applicantId}`, ...LETTER_MAILS_PER_APPLICANT },
    { key: `letter-mail:to:${address(writerEmail)}`, ...LETTER_MAILS_PER_RECIPIENT },
  ];
}

/**
 * A couple proposal: counted before anyone is looked up, for the proposer and for what they typed,
 * so the answer (and the 429) is the same whether the email address or code belongs to anyone.
 */
export function coupleProposalLimits(applicantId: number, partner: string): ActionLimit[] {
  return [
    { key: `couple-proposal:applicant:${applicantId}`, ...COUPLE_PROPOSALS_PER_APPLICANT },
    { key: `couple-proposal:partner:${address(partner)}`, ...COUPLE_PROPOSALS_PER_PARTNER },
  ];
}
