/** Instants written the way messages and mails show them: Pacific wall-clock time with 'PT' (platform.md §9). */
const pacific = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** '01/14/2027, 9:00 PM PT'. */
export function formatPacificDateTime(at: Date | string): string {
  return `${pacific.format(new Date(at))} PT`;
}
