import { setupServer } from 'msw/node';
import { handlers } from './handlers.ts';

/** The msw server for client tests (src/test-setup.ts starts it). */
export const server = setupServer(...handlers);
