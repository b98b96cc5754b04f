/** The seed tables as one JSON string, produced by vite.config.ts in the demo build. */
declare module 'virtual:demo-seed' {
  const json: string;
  export default json;
}
