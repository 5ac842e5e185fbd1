import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import { cardEndpoints, fitLogo, imageRatio } from '@tessera/api-contract';
import { CARD_IMAGE_VARIANTS } from '@tessera/cards';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { serve } from '../../lib/endpoints.ts';
import { forbidden } from '../../lib/errors.ts';
import type { ObjectStorage } from '../../lib/storage/index.ts';
import type { AuthContext } from '../auth/session.ts';
import { type ProcessPlan, probeImage, processImage, refuse } from '../files/images.ts';
import { uploadLimits } from '../files/limits.ts';
import { readUpload } from '../files/multipart.ts';
import { writeObjects } from '../files/service.ts';
import { identifyUpload } from '../files/sniff.ts';
import type { CardUrls } from './urls.ts';

/**
 * Card pictures (photo, cover, logo), with the SPEC §7 image-upload contract: multipart `file`
 * (plus optional elementId and valueKey); the image answer carries url and Ratio, the logo
 * answer url, ShowWidth and ShowHeight (within the SPEC §9 300×60 box). The bytes go through the
 * files pipeline (format from the bytes, pixel limits from the header, hostile SVGs refused,
 * re-encoded by sharp). Card users have no site to upload into, so cards keep their pictures
 * apart: stored under `cards/{agency}/`, served from the cards host.
 */

/** Photos and covers: JPEG (every contact app shows it when the vCard carries the photo). */
const IMAGE_PLAN: ProcessPlan = {
  output: 'jpeg',
  fit: { width: 1200, height: 1200 },
  // Smaller copies for the card page (a photo, a cover), never enlarged.
  variants: CARD_IMAGE_VARIANTS,
};
/** Logos: PNG (sharp edges, transparency), at twice the display box. */
const LOGO_PLAN: ProcessPlan = { output: 'png', fit: { width: 600, height: 120 }, variants: [] };

const NAME = /^([0-9]{1,10})\/([0-9a-f]{32})\.(jpg|png)$/;
const echoedKey = z.string().max(200).optional();
const cardUploadFields = z.object({ elementId: echoedKey, valueKey: echoedKey });

export function cardImageKey(agencyId: number, file: string): string {
  return `cards/${agencyId}/${file}`;
}

/** The storage key a card-image URL names, or null when it is not one of ours. */
export function cardImageKeyOf(url: string, urls: CardUrls): string | null {
  const prefix = `${urls.origin()}/_img/`;
  if (!url.startsWith(prefix)) return null;
  const match = NAME.exec(url.slice(prefix.length));
  return match ? cardImageKey(Number(match[1]), `${match[2]}.${match[3]}`) : null;
}

export async function cardImageRoutes(
  app: FastifyInstance,
  deps: AppDeps & { storage: ObjectStorage; urls: CardUrls },
): Promise<void> {
  const limits = uploadLimits(deps.config);
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: limits.maxUploadBytes, files: 1 } });
    const store = async (auth: AuthContext, request: FastifyRequest, plan: ProcessPlan) => {
      const agencyId = auth.agency?.id;
      if (agencyId === undefined) throw forbidden();
      const upload = await readUpload(request, cardUploadFields, limits);
      const identified = identifyUpload(upload.fileName, upload.bytes);
      if (!identified.ok) throw refuse(identified.message);
      const probed = await probeImage(upload.bytes, identified.format);
      const encoded = await processImage(upload.bytes, probed, plan);
      const name = randomBytes(16).toString('hex');
      const main = encoded.find((object) => object.variant === null)!;
      const file = `${name}.${main.extension}`;
      // The card page asks for every variant by width (`{name}-320.jpg`); a picture already
      // that small is its own variant (never enlarged).
      const variants = plan.variants.map((width) => ({
        file: `${name}-${width}.${main.extension}`,
        object: encoded.find((object) => object.variant === `${width}w`) ?? main,
      }));
      await writeObjects(
        { storage: deps.storage, log: request.log },
        [{ file, object: main }, ...variants].map(({ file: stored, object }) => ({
          key: cardImageKey(agencyId, stored),
          body: object.body,
          contentType: object.contentType,
        })),
      );
      return {
        url: `${deps.urls.origin()}/_img/${agencyId}/${file}`,
        width: main.width,
        height: main.height,
        elementId: upload.fields.elementId ?? null,
        valueKey: upload.fields.valueKey ?? null,
      };
    };

    serve(scope, cardEndpoints.uploadImage, async ({ auth, request }) => {
      const { width, height, ...stored } = await store(auth, request, IMAGE_PLAN);
      return { data: { ...stored, Ratio: imageRatio(width, height) } };
    });
    serve(scope, cardEndpoints.uploadLogo, async ({ auth, request }) => {
      const { width, height, ...stored } = await store(auth, request, LOGO_PLAN);
      return { data: { ...stored, ...fitLogo(width, height) } };
    });
  });
}

/** A stored card image's bytes, for serving and for the vCard photo. */
export async function readCardImage(storage: ObjectStorage, key: string): Promise<Buffer | null> {
  const stream: Readable | null = await storage.get(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
