/**
 * The seeding that reset.ts runs. In Node (Vitest) and Ladle it is the seeders themselves; the demo
 * build swaps this module for prebuilt-seed.ts (vite.config.ts), whose tables were produced by
 * these same seeders at build time, so faker and pinyin-pro never reach a trainer's browser.
 */
export { seedDatabase } from './index';
