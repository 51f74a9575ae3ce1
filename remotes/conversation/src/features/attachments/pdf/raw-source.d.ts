/** A file's text, bundled as a string (the `?raw` rule of @mail/rspack-config). */
declare module '*?raw' {
  const source: string;
  export default source;
}
