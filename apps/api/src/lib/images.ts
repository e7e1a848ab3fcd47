import sharp, { type Metadata } from 'sharp';
import { sniffImage, type FileStorage } from './storage';

/*
 * People's photos (posts, the photo catalog): checked by their bytes, turned upright, resized to a few
 * widths and re-encoded as WebP. Re-encoding drops every metadata block (EXIF with its GPS position,
 * XMP, the camera's comments): nothing of the original file is served. A picture larger than
 * MAX_INPUT_PIXELS is refused before it is decoded (a small file can claim a huge canvas).
 */

/** Widths we serve; a picture narrower than one keeps its own width (never enlarged). */
export const IMAGE_WIDTHS = { thumb: 320, medium: 800, large: 1600 } as const;
export type ImageSize = keyof typeof IMAGE_WIDTHS;
/** About 40 megapixels: any phone camera, not a decompression bomb. */
export const MAX_INPUT_PIXELS = 40_000_000;

export interface ImageVariant {
  size: ImageSize;
  width: number;
  height: number;
  bytes: Buffer;
}

export type ImageRefusal = 'not_an_image' | 'too_many_pixels';
export type ProcessedImage = { ok: true; width: number; height: number; variants: ImageVariant[] } | { ok: false; reason: ImageRefusal };

/** Every size of one picture, or why it is not one we take. */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (!sniffImage(bytes)) return { ok: false, reason: 'not_an_image' };
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: 'not_an_image' };
  }
  if (!meta.width || !meta.height) return { ok: false, reason: 'not_an_image' };
  if (meta.width * meta.height > MAX_INPUT_PIXELS) return { ok: false, reason: 'too_many_pixels' };
  try {
    // Decoded and turned upright once; each size is cut from that.
    const upright = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const variants = await Promise.all(
      (Object.entries(IMAGE_WIDTHS) as [ImageSize, number][]).map(async ([size, width]) => {
        const out = await upright
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        return { size, width: out.info.width, height: out.info.height, bytes: out.data };
      }),
    );
    const large = variants.find((v) => v.size === 'large')!;
    return { ok: true, width: large.width, height: large.height, variants };
  } catch {
    return { ok: false, reason: 'not_an_image' };
  }
}

/** Where each size of a stored picture is, keyed by size. */
export type StoredImage = { width: number; height: number; keys: Record<ImageSize, string> };

/** Process and store every size under `folder`; the caller keeps the keys (and removes them with removeImage). */
export async function storeImage(
  storage: FileStorage,
  folder: string,
  bytes: Buffer,
): Promise<{ ok: true; image: StoredImage } | { ok: false; reason: ImageRefusal }> {
  const processed = await processImage(bytes);
  if (!processed.ok) return processed;
  const keys = {} as Record<ImageSize, string>;
  for (const variant of processed.variants) keys[variant.size] = await storage.put(folder, 'webp', variant.bytes);
  return { ok: true, image: { width: processed.width, height: processed.height, keys } };
}

export async function removeImage(storage: FileStorage, keys: Record<ImageSize, string>): Promise<void> {
  await Promise.all(Object.values(keys).map((key) => storage.remove(key)));
}
