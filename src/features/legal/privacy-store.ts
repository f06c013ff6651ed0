import { create } from 'zustand';

type PrivacyDialogState = { isOpen: boolean; open: () => void; close: () => void };

export const usePrivacyDialog = create<PrivacyDialogState>((set) => ({
  isOpen: false,
  open: () => set({ isOpen: true }),
  close: () => set({ isOpen: false }),
}));
