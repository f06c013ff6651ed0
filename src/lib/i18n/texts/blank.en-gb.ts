/** Interface texts (English) of the blank area, loaded with its chunk. */
export const blankTexts = {
  // Pages
  BlankTitle: 'Matchline',
};
