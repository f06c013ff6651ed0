/** Vite's `?raw` imports (a file's text), used by tests that check the worker's source. */
declare module '*?raw' {
  const source: string;
  export default source;
}
