import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { AUDIO_VERSION, encodeWav, synthesizeChime } from './audio.ts';
import {
  CONTENT_TYPES,
  SAMPLE_AUDIO,
  SAMPLE_MEDIA,
  type SampleMediaEntry,
  sampleMediaFile,
} from './catalog.ts';
import { type BuiltSampleMedia, readSampleMediaManifest, SAMPLE_MEDIA_MANIFEST } from './manifest.ts';
import { outlineText } from './outline-text.ts';

/** Bump when the encoding below changes, so every picture is built again. */
const BUILDER_VERSION = 1;

const VIEW_BOX = /<svg\b[^>]*\bviewBox="\s*([-\d.]+)[\s,]+([-\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/;

function viewBoxSize(svg: string, source: string): { width: number; height: number } {
  const match = VIEW_BOX.exec(svg);
  if (!match) throw new Error(`${source} has no viewBox`);
  return { width: Number(match[3]), height: Number(match[4]) };
}

/** Comments and the whitespace between tags go; the drawing stays as written. */
function minifySvg(svg: string): string {
  return svg
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

async function encode(
  entry: SampleMediaEntry,
  svg: string,
  height: number,
  sourceWidth: number,
): Promise<Buffer> {
  if (entry.format === 'svg') return Buffer.from(minifySvg(svg));
  // Drawn at the output size (not scaled from a small bitmap), then fitted exactly.
  const density = (72 * entry.width) / sourceWidth;
  const image = sharp(Buffer.from(svg), { density }).resize(entry.width, height, { fit: 'fill' });
  switch (entry.format) {
    case 'webp':
      return image.webp({ quality: 80, effort: 6, smartSubsample: true }).toBuffer();
    case 'png':
      // Logos are a few flat colours: a palette keeps them tiny and their edges smooth.
      return image.png({ palette: true, quality: 95, effort: 10, compressionLevel: 9 }).toBuffer();
    case 'jpg':
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  }
}

/**
 * Builds every sample picture from its SVG source into `outDir` (rasters at their catalogue
 * width, SVGs with their text outlined) and every sample sound from its synthesis settings, with
 * a manifest the server serves from. Files whose source and settings are unchanged since the
 * last build are kept as they are.
 */
export async function buildSampleMedia(options: {
  sourceDir: string;
  outDir: string;
}): Promise<BuiltSampleMedia[]> {
  const { sourceDir, outDir } = options;
  let previous = new Map<string, BuiltSampleMedia>();
  try {
    previous = readSampleMediaManifest(outDir);
  } catch {
    // First build into this folder.
  }
  const built: BuiltSampleMedia[] = [];
  for (const entry of SAMPLE_MEDIA) {
    const file = sampleMediaFile(entry);
    const sourceFile = path.join(sourceDir, entry.folder, `${entry.name}.svg`);
    const source = readFileSync(sourceFile, 'utf8');
    const sourceHash = createHash('sha256')
      .update(`${BUILDER_VERSION}\n${JSON.stringify(entry)}\n${source}`)
      .digest('hex')
      .slice(0, 20);
    const target = path.join(outDir, file);
    const known = previous.get(file);
    if (known && known.sourceHash === sourceHash && existsSync(target)) {
      built.push(known);
      continue;
    }
    const svg = outlineText(source);
    const box = viewBoxSize(svg, sourceFile);
    const height = Math.round((entry.width * box.height) / box.width);
    const body = await encode(entry, svg, height, box.width);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, body);
    built.push({
      file,
      contentType: CONTENT_TYPES[entry.format],
      width: entry.width,
      height,
      bytes: body.byteLength,
      sourceHash,
    });
  }
  for (const entry of SAMPLE_AUDIO) {
    const file = sampleMediaFile(entry);
    const sourceHash = createHash('sha256')
      .update(`${BUILDER_VERSION}\naudio ${AUDIO_VERSION}\n${JSON.stringify(entry)}`)
      .digest('hex')
      .slice(0, 20);
    const target = path.join(outDir, file);
    const known = previous.get(file);
    if (known && known.sourceHash === sourceHash && existsSync(target)) {
      built.push(known);
      continue;
    }
    const body = encodeWav(synthesizeChime(entry.chime), entry.chime.sampleRate);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, body);
    built.push({
      file,
      contentType: CONTENT_TYPES.wav,
      width: 0,
      height: 0,
      bytes: body.byteLength,
      sourceHash,
    });
  }
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, SAMPLE_MEDIA_MANIFEST), `${JSON.stringify(built, null, 2)}\n`);
  return built;
}
