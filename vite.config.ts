import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Build facts shown on the admin version page and sent with client error logs. */
function git(args: string): string {
  try {
    return execSync(`git ${args}`, { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return '';
  }
}
const appVersion: string = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
).version;

export default defineConfig({
  plugins: [react()],
  define: {
    __BUILD_DATE__: JSON.stringify(new Date().toISOString()),
    __COMMIT_HASH__: JSON.stringify(git('rev-parse --short HEAD')),
    __BRANCH_NAME__: JSON.stringify(git('rev-parse --abbrev-ref HEAD')),
    __COMMIT_DATE__: JSON.stringify(git('log -1 --format=%cI')),
    __APP_VERSION__: JSON.stringify(appVersion),
  },
  build: { outDir: 'dist', sourcemap: false },
  server: {
    proxy: { '/api': 'http://localhost:8080', '/hubs': { target: 'ws://localhost:8080', ws: true } },
  },
});
