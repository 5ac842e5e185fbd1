/**
 * Every island entry of an element folder (`src/<type>/<island>.island.ts`): its name and file.
 * `sourceDir` (the package's `src` by default) is for tests of other folders of types.
 */
export function elementIslandSources(sourceDir?: string): Array<{ name: string; file: string }>;
