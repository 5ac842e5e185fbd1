import { readFileSync } from 'node:fs';
import path from 'node:path';

export const SAMPLE_MEDIA_MANIFEST = 'manifest.json';

/** One built file, as the builder records it and the server reads it. */
export interface BuiltSampleMedia {
  /** Path under the build folder and under the served base, e.g. `agency/case-dental.webp`. */
  file: string;
  contentType: string;
  /** Pixels of a picture; 0 for a sound. */
  width: number;
  height: number;
  bytes: number;
  /** Of the source and its build settings: an unchanged picture is not built again. */
  sourceHash: string;
}

/** The built files by path; throws when the folder holds no manifest (nothing was built). */
export function readSampleMediaManifest(dir: string): Map<string, BuiltSampleMedia> {
  const list = JSON.parse(readFileSync(path.join(dir, SAMPLE_MEDIA_MANIFEST), 'utf8')) as BuiltSampleMedia[];
  return new Map(list.map((entry) => [entry.file, entry]));
}
