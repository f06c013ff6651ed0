/**
 * The engine's version, stored with every match run: change it with any change that can alter a
 * result (the algorithm, tie-breaking, the input rules), so a re-run that differs can be told apart.
 */
export const MATCH_ENGINE_VERSION =
  'matchline-engine/1.0 (applicant-proposing deferred acceptance, couples Roth–Peranson)';
