import { useSendKeptFeedback } from './use-send-kept-feedback.ts';

/** Sends the user's kept feedback now and whenever the browser is back online (loaded by SendKeptFeedbackAtStart). */
export function KeptFeedbackSender() {
  useSendKeptFeedback();
  return null;
}
