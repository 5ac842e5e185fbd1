/** Every island entry of an element folder (`src/<type>/<island>.island.ts`): its name and file. */
export function elementIslandSources(): Array<{ name: string; file: string }>;
