/** One language of the shared message table, built by apps/web/build/validation-texts.ts. */
declare module 'virtual:validation-texts/*' {
  const texts: Record<string, string>;
  export default texts;
}
