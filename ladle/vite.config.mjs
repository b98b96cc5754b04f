// Ladle runs on the project's Vite 8 (package.json `overrides`; Ladle 5 asks for Vite 6, whose
// Rollup took ~40 s for this build, Rolldown ~8 s) with its own React plugin; it only needs our
// import aliases and env.
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export default {
  // Ladle's msw add-on copies mockServiceWorker.js into the public folder; keep it out of the app's
  // public/ so a production build can never ship it.
  publicDir: 'ladle/public',
  resolve: {
    alias: {
      '@/': `${root}src/`,
      '@machines/': `${root}machines/`,
      '@fake/': `${root}fake-server/`,
    },
  },
  // The build is for the browser sweep and for reading, not for shipping: no gzip size of each of
  // its ~400 files.
  build: { reportCompressedSize: false },
  define: {
    'import.meta.env.VITE_API_BASE': JSON.stringify('/zw-lgb2'),
  },
};
