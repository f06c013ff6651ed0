/** Interface texts (English) of the dev area, loaded with its chunk. */
export const devTexts = {
  // UI kit: confirmation, tables, pager, search, date and month fields
  DevComponentsTitle: 'Components',

  // Match calendar: public /match-calendar and admin match-cycle-calendar (business.md §2.1, §3.2)
  DevDashboardTitle: 'Developer dashboard',
  DevErrorTestTitle: 'Error test',
  DevThrowRender: 'Crash this screen',
  DevThrowRejection: 'Raise an unhandled rejection',
  DevShowToasts: 'Show one toast of each type',
  DevColorsTitle: 'Colors',
};
