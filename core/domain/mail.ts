/**
 * A mail of the transactional outbox: queued for SMTP, sent, logged (no SMTP configured: the
 * outbox and the log are where it is read) or failed.
 */

export const mailStatuses = ['queued', 'sent', 'logged', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];
