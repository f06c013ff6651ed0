/** Files for upload tests: a real PDF and a real 1×1 PNG. */
import { tinyPdf } from '../../services/uploads/tiny-pdf.ts';

export const PDF_BYTES = tinyPdf('Curriculum vitae');

export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
