/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'ladle/**/*.stories.tsx',
  viteConfig: 'ladle/vite.config.mjs',
  outDir: 'dist-ladle',
  addons: {
    msw: { enabled: true },
    a11y: { enabled: true },
    width: { enabled: true },
  },
};
