// Debian Chromium's flags for the browser tests and the bench scripts (plain JavaScript, so
// that scripts/*.mjs load it under node without a TypeScript loader).
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];
