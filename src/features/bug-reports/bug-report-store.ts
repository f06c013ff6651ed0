import { create } from 'zustand';
import type { BugReportContext } from '../../lib/errors/error-handler.ts';

type BugReportDialogState = {
  context: BugReportContext | null;
  open: (context: BugReportContext) => void;
  close: () => void;
};

export const useBugReportDialog = create<BugReportDialogState>((set) => ({
  context: null,
  open: (context) => set({ context }),
  close: () => set({ context: null }),
}));
