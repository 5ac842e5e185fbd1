/** CSS modules, as Vite (the app) and esbuild's local-css loader (the benchmark) build them. */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
