/** Style sheets the harness bundle imports (esbuild's css and local-css loaders handle them). */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
