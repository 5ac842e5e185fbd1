/** bundle-for-node.mjs, for the TypeScript that calls it. */
export function bundleForNode(
  entry: string,
  outfile: string,
  options?: { sourcemap?: boolean; logLevel?: 'warning' | 'error' },
): Promise<void>;
