import { AppError } from '../../lib/errors/app-errors.ts';

/** No answer at all: offline, a dropped connection or a timeout (a kept copy may stand in; worth retrying). */
export const isUnreachable = (error: unknown): boolean =>
  error instanceof AppError && (error.kind === 'connection' || error.kind === 'timeout');
