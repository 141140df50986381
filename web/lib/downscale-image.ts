// Pictures are shrunk in the browser before upload: phone photos are often
// 4000 px and several megabytes, while no page shows them wider than 1600 px.
export const MAX_IMAGE_SIDE = 1600;

/** The picture types the server stores (ARCHITECTURE.md); the image pickers offer these. */
export const STORED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

const readAsDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });

const canvasToBlob = (canvas: HTMLCanvasElement, type: string, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

/**
 * The picture as a data URL, at most MAX_IMAGE_SIDE px on its long side. A
 * picture of a stored type already small enough is sent as it is (keeping GIF
 * animation and quality); a larger one, or one the server would refuse (a BMP
 * picked with "All files"), is redrawn on a canvas and encoded as WebP, or
 * JPEG where the browser cannot encode WebP. Rejects when the file is not a
 * picture the browser can draw.
 */
export async function downscaleImage(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(1, MAX_IMAGE_SIDE / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && STORED_IMAGE_TYPES.includes(file.type)) return await readAsDataUrl(file);
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No canvas context');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    let blob = await canvasToBlob(canvas, 'image/webp', 0.85);
    if (blob?.type !== 'image/webp') blob = await canvasToBlob(canvas, 'image/jpeg', 0.85);
    if (!blob) throw new Error('The canvas could not encode the picture');
    return await readAsDataUrl(blob);
  } finally {
    bitmap.close();
  }
}
