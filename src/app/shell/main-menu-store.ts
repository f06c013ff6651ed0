import { create } from 'zustand';
import { readStored, writeStored } from '../../lib/storage/local-store.ts';

/** platform.md §4 Layout: the main menu follows the window width until the user toggles it. */
export const MAIN_MENU_BREAK_POINT = 1200;
export const WIDE_QUERY = `(min-width: ${MAIN_MENU_BREAK_POINT}px)`;

function storedChoice(): boolean | null {
  const stored = readStored('mainMenu');
  return stored === '1' ? true : stored === '0' ? false : null;
}

type MainMenuState = {
  /** The user's own choice; null until the first toggle, and the width decides. */
  userChoice: boolean | null;
  /** Toggles from what is shown now; from then on the user's choice wins over the width. */
  toggle: (isOpenNow: boolean) => void;
};

export const useMainMenuStore = create<MainMenuState>((set) => ({
  userChoice: storedChoice(),
  toggle: (isOpenNow) => {
    writeStored('mainMenu', isOpenNow ? '0' : '1');
    set({ userChoice: !isOpenNow });
  },
}));

/** Open or closed: the user's choice when made, else open from the break point up. */
export function isMainMenuOpen(userChoice: boolean | null, isWide: boolean): boolean {
  return userChoice ?? isWide;
}
