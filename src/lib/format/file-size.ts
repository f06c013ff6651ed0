/** File sizes live with the other file rules in core (the server formats limits the same way). */
export { formatFileSize, parseFileSize, WrongFileSizeFormatError } from '../../../core/domain/file-types.ts';
