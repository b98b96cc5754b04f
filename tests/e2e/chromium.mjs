// Finds Debian's Chromium for the browser tests; installs it when running as root, else says how.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Chromium not found at ${CHROMIUM_PATH}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  if (!existsSync(CHROMIUM_PATH)) {
    console.error('chromium install finished but /usr/bin/chromium is missing.');
    process.exit(1);
  }
  return CHROMIUM_PATH;
}

/** Flags the machine needs: its closed network refuses Chromium's background connections. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureChromium());
}
