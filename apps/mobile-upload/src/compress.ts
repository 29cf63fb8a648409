/**
 * Photos from a phone camera are 3–12 MB; the page scales them down before upload. The decision is
 * a pure function (`planCompression`) so it can be tested without a browser; `prepareFile` does the
 * decoding and encoding with a canvas.
 */

export interface CompressOptions {
  /** Longest edge after scaling, in pixels. */
  maxEdge: number;
  /** JPEG quality, 0–1. */
  quality: number;
  /** An image within `maxEdge` that is no larger than this (bytes) is sent as it is. */
  minBytes: number;
}

export const DEFAULT_COMPRESS: CompressOptions = { maxEdge: 1920, quality: 0.8, minBytes: 512 * 1024 };

export interface ImageFacts {
  /** Bytes. */
  size: number;
  /** MIME type as the browser reports it (`file.type`). */
  type: string;
  width: number;
  height: number;
}

export type CompressionPlan =
  | { action: 'keep'; reason: 'not-image' | 'unsupported-image' | 'small' }
  | {
      action: 'compress';
      /** `too-large`: beyond maxEdge; `too-heavy`: within maxEdge but many bytes; `format`: a type the server does not take. */
      reason: 'too-large' | 'too-heavy' | 'format';
      width: number;
      height: number;
      quality: number;
      type: 'image/jpeg';
    };

/** Types a browser decodes into a canvas. GIF (animation) and SVG (vector) are left alone. */
const DECODABLE = /^image\/(jpeg|pjpeg|jpg|png|webp|bmp|heic|heif|avif)$/i;
/** Image types the server accepts as they are (jpg, png). */
const SERVER_IMAGE = /^image\/(jpeg|pjpeg|jpg|png)$/i;

/** Whether a file is worth decoding at all (the first step, before its dimensions are known). */
export const isCompressibleType = (type: string): boolean => DECODABLE.test(type);

/** Decides whether and how to scale an image before upload. */
export function planCompression(image: ImageFacts, options: CompressOptions = DEFAULT_COMPRESS): CompressionPlan {
  if (!image.type.toLowerCase().startsWith('image/')) return { action: 'keep', reason: 'not-image' };
  if (!isCompressibleType(image.type)) return { action: 'keep', reason: 'unsupported-image' };
  const { width, height } = image;
  if (!(width > 0 && height > 0) || !Number.isFinite(width) || !Number.isFinite(height))
    return { action: 'keep', reason: 'unsupported-image' };
  const scale = Math.min(1, options.maxEdge / Math.max(width, height));
  const target = {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
    quality: options.quality,
    type: 'image/jpeg' as const,
  };
  if (scale < 1) return { action: 'compress', reason: 'too-large', ...target };
  if (!SERVER_IMAGE.test(image.type)) return { action: 'compress', reason: 'format', ...target };
  if (image.size > options.minBytes) return { action: 'compress', reason: 'too-heavy', ...target };
  return { action: 'keep', reason: 'small' };
}

/**
 * Whether the encoded JPEG replaces the original: only when it is smaller, except for a format the
 * server does not take (WebP, HEIC, BMP…), which is always sent as JPEG.
 */
export function preferCompressed(
  originalSize: number,
  compressedSize: number,
  reason: CompressionPlan['reason'],
): boolean {
  if (compressedSize <= 0) return false;
  if (reason === 'format') return true;
  return compressedSize < originalSize;
}

/** `IMG_0001.HEIC` → `IMG_0001.jpg`; a name without extension gets `.jpg`. */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]{1,8}$/, '');
  return `${base || 'photo'}.jpg`;
}

export interface PreparedFile {
  file: File;
  /** Set when the file was replaced by a compressed JPEG: the original size in bytes. */
  originalSize?: number;
}

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  release: () => void;
}

async function decode(file: File): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
    } catch {
      // Fall back to an <img> below (older Safari).
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.decoding = 'async';
    img.src = url;
    await img.decode();
    return { source: img, width: img.naturalWidth, height: img.naturalHeight, release: () => URL.revokeObjectURL(url) };
  } catch (e) {
    URL.revokeObjectURL(url);
    throw e;
  }
}

/**
 * Compresses a photo when `planCompression` says so and the result is smaller; anything else (PDFs,
 * small images, images the browser cannot decode) is returned unchanged. Never throws.
 */
export async function prepareFile(file: File, options: CompressOptions = DEFAULT_COMPRESS): Promise<PreparedFile> {
  if (!isCompressibleType(file.type)) return { file };
  let decoded: Decoded;
  try {
    decoded = await decode(file);
  } catch {
    return { file };
  }
  try {
    const plan = planCompression(
      { size: file.size, type: file.type, width: decoded.width, height: decoded.height },
      options,
    );
    if (plan.action === 'keep') return { file };
    const canvas = document.createElement('canvas');
    canvas.width = plan.width;
    canvas.height = plan.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) return { file };
    // JPEG has no transparency: a transparent PNG gets a white background, not a black one.
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, plan.width, plan.height);
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(decoded.source, 0, 0, plan.width, plan.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, plan.type, plan.quality));
    canvas.width = 0; // lets iOS free the canvas memory at once
    canvas.height = 0;
    if (!blob || !preferCompressed(file.size, blob.size, plan.reason)) return { file };
    return {
      file: new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified }),
      originalSize: file.size,
    };
  } catch {
    return { file };
  } finally {
    decoded.release();
  }
}
