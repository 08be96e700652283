/** An image or a video, as uploads and saved ads know them. */
type MediaKind = 'image' | 'video';

/** How long reading a file's dimensions may take before the upload goes without them. */
const READ_TIMEOUT_MS = 5000;

/**
 * A picked image's or video's size as `widthxheight`, read by the browser (spec section 7: the upload
 * carries its resolution, null when it can't be read, as a MOV the browser can't open).
 */
export function readResolution(file: File, kind: MediaKind): Promise<string | null> {
  if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') {
    return Promise.resolve(null);
  }
  const url = URL.createObjectURL(file);
  return new Promise<string | null>((resolve) => {
    let settled = false;
    const finish = (width: number, height: number) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      resolve(width > 0 && height > 0 ? `${Math.round(width)}x${Math.round(height)}` : null);
    };
    const timer = setTimeout(() => finish(0, 0), READ_TIMEOUT_MS);
    if (kind === 'image') {
      const image = new Image();
      image.onload = () => finish(image.naturalWidth, image.naturalHeight);
      image.onerror = () => finish(0, 0);
      image.src = url;
    } else {
      const video = document.createElement('video');
      video.preload = 'metadata';
      video.muted = true;
      video.onloadedmetadata = () => finish(video.videoWidth, video.videoHeight);
      video.onerror = () => finish(0, 0);
      video.src = url;
    }
  });
}
