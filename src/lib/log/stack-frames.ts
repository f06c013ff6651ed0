export type StackFrame = { fileName: string | null; lineNumber: number | null; columnNumber: number | null };

// Chrome/Edge: "    at fn (https://x/a.js:10:5)" or "    at https://x/a.js:10:5"
const v8Frame = /^\s*at (?:.*? \()?(.+?):(\d+):(\d+)\)?\s*$/;
// Firefox/Safari: "fn@https://x/a.js:10:5"
const geckoFrame = /^(?:.*?@)?(.+?):(\d+):(\d+)$/;

/** Parses the frames of an Error.stack (V8 and Gecko/WebKit formats); unknown lines are skipped. */
export function parseStackFrames(stack: string | undefined | null, limit = 50): StackFrame[] {
  if (!stack) return [];
  const frames: StackFrame[] = [];
  for (const line of stack.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed) continue;
    const match = trimmed.startsWith('at ')
      ? v8Frame.exec(line)
      : trimmed.includes('@')
        ? geckoFrame.exec(trimmed)
        : null;
    if (!match) continue;
    frames.push({ fileName: match[1] ?? null, lineNumber: Number(match[2]), columnNumber: Number(match[3]) });
    if (frames.length >= limit) break;
  }
  return frames;
}
