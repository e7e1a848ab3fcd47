import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, processImage } from './images';

/** A JPEG of this size carrying EXIF with a GPS position and an orientation tag. */
async function photo(width: number, height: number, orientation = 1) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation })
    .withExifMerge({ IFD0: { Make: 'PhoneCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' } })
    .toBuffer();
}

describe('processImage', () => {
  it('cuts every size, never enlarges, and serves no metadata of the original', async () => {
    const original = await photo(2400, 1200);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const result = await processImage(original);
    if (!result.ok) throw new Error(result.reason);
    expect(result.variants.map((v) => [v.size, v.width, v.height])).toEqual([
      ['thumb', IMAGE_WIDTHS.thumb, 160],
      ['medium', IMAGE_WIDTHS.medium, 400],
      ['large', IMAGE_WIDTHS.large, 800],
    ]);
    for (const variant of result.variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }
    const small = await processImage(await photo(500, 300));
    if (!small.ok) throw new Error(small.reason);
    expect(small.variants.map((v) => v.width)).toEqual([320, 500, 500]);
  });

  it('turns a photo upright by its orientation tag before dropping it', async () => {
    const result = await processImage(await photo(600, 300, 6)); // rotated 90°: stored landscape, shown portrait
    if (!result.ok) throw new Error(result.reason);
    expect([result.width, result.height]).toEqual([300, 600]);
  });

  it('refuses what is not a picture, and a canvas too large to decode', async () => {
    expect(await processImage(Buffer.from('GIF89a not ours'))).toEqual({ ok: false, reason: 'not_an_image' });
    const truncated = (await photo(400, 400)).subarray(0, 200);
    expect(await processImage(truncated)).toEqual({ ok: false, reason: 'not_an_image' });
    const huge = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(await processImage(huge)).toEqual({ ok: false, reason: 'too_many_pixels' });
  });
});
