/**
 * Texts only the server says about bulk PDF merges (platform.md §5: the Pending text; the message a
 * Processing request shows; refusals). The client's status texts are in its own catalogue.
 */
export const pdfMergeMessages = {
  Pending: 'Your request is pending...',
  Processing: (done: number, total: number) => `Merging ${done} of ${total}…`,
  Saving: 'Saving the PDF…',
  Completed: (pages: number) => `Your PDF is ready (${pages} ${pages === 1 ? 'page' : 'pages'}).`,
  Failed: 'The PDF could not be merged.',
  Cancelled: 'The request was cancelled.',
  NothingToCancel: 'There is no request to cancel.',
  LinkExpired: 'This download link has expired. Please request the PDF again.',
  NotYours: 'You may merge only applications sent to your program.',
  OneProgram: 'The applications of one request must all be sent to one program.',
  NotRetryable: 'Only a failed or cancelled request can be retried.',
  NotCancellable: 'Only a pending, processing or failed request can be cancelled.',
} as const;
