// npm records no lock entry for an optional platform package the registry cannot serve (this
// workplace's registry mirror lacks e.g. @swc/core-darwin-arm64), and `npm ci` then refuses the
// lockfile as "out of sync". This adds an entry for each such package, marked optional and with
// the os/cpu its name says, so `npm ci` skips it on machines it does not fit, as it would anyway.
// Run after `npm install` changes the lockfile: node .ci/lock-optional-stubs.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openbsd', 'openharmony', 'sunos', 'aix', 'netbsd'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32', 'mips64el'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p)) ?? (parts.includes('gnueabihf') || parts.includes('eabi') || parts.includes('musleabihf') ? 'arm' : undefined);
  const libc = parts.includes('musl') || parts.includes('musleabihf') ? 'musl' : parts.includes('gnu') || parts.includes('gnueabihf') ? 'glibc' : undefined;
  return { os, cpu, libc };
}

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [key, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    // Resolution as npm does it: nested under the dependant first, then up to the root.
    const base = key ? `${key}/node_modules/` : 'node_modules/';
    const candidates = [];
    let dir = key;
    for (;;) {
      candidates.push(dir ? `${dir}/node_modules/${dep}` : `node_modules/${dep}`);
      if (!dir) break;
      const i = dir.lastIndexOf('/node_modules/');
      dir = i >= 0 ? dir.slice(0, i) : '';
    }
    if (candidates.some((c) => packages[c])) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os && !cpu) continue; // not a platform package: leave it to npm
    const stub = { version: String(version).replace(/^[\^~]/, ''), optional: true };
    if (os) stub.os = [os];
    if (cpu) stub.cpu = [cpu];
    if (libc) stub.libc = [libc];
    packages[`${base}${dep}`.replace(/^\/?/, '')] = stub;
    added += 1;
  }
}
writeFileSync(path, JSON.stringify(lock, null, 2) + '\n');
console.log(`lock-optional-stubs: added ${added} entries`);
