/**
 * Seeded pictures of the content areas: small banner-shaped BMPs drawn on request from their
 * file name, so the seed stores nothing and stays fast. BMP because the static route serves
 * markup (svg) as a download, and a BMP needs no compressor to produce; every browser shows it.
 */

/** Static paths (relative to /sys/common/static/) of the seeded pictures. */
export const SEED_PICTURE_COUNT = 8;
export const SEED_PICTURE_DIR = 'content/seed';
export const seedPicturePath = (n: number): string => `${SEED_PICTURE_DIR}/banner-${(n % SEED_PICTURE_COUNT) + 1}.bmp`;

const WIDTH = 240;
const HEIGHT = 135;

/** Government-site palette: [top, bottom] RGB of each picture's gradient. */
const PALETTE: ReadonlyArray<readonly [number[], number[]]> = [
  [[178, 34, 34], [230, 92, 60]],
  [[24, 96, 170], [80, 160, 220]],
  [[30, 130, 76], [120, 190, 110]],
  [[200, 130, 20], [245, 200, 90]],
  [[110, 50, 140], [170, 120, 200]],
  [[20, 120, 130], [90, 190, 190]],
  [[150, 30, 60], [220, 110, 120]],
  [[60, 70, 90], [140, 150, 170]],
];

const cache = new Map<number, Uint8Array>();

/** The bytes of picture `n` (1-based), a 24-bit bottom-up BMP with a gradient, a band and a sun. */
export function seedPictureBytes(n: number): Uint8Array {
  const hit = cache.get(n);
  if (hit) return hit;
  const [top, bottom] = PALETTE[(n - 1 + PALETTE.length) % PALETTE.length];
  const rowBytes = WIDTH * 3; // 720, already a multiple of 4
  const size = 54 + rowBytes * HEIGHT;
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  bytes[0] = 0x42; // B
  bytes[1] = 0x4d; // M
  view.setUint32(2, size, true);
  view.setUint32(10, 54, true);
  view.setUint32(14, 40, true);
  view.setInt32(18, WIDTH, true);
  view.setInt32(22, HEIGHT, true);
  view.setUint16(26, 1, true);
  view.setUint16(28, 24, true);
  view.setUint32(34, rowBytes * HEIGHT, true);
  const sunX = 40 + ((n * 37) % 160);
  for (let y = 0; y < HEIGHT; y += 1) {
    const fromTop = HEIGHT - 1 - y;
    const t = fromTop / (HEIGHT - 1);
    for (let x = 0; x < WIDTH; x += 1) {
      let rgb = [0, 1, 2].map((c) => Math.round(top[c] + (bottom[c] - top[c]) * t));
      const dx = x - sunX;
      const dy = fromTop - 40;
      if (dx * dx + dy * dy < 18 * 18) rgb = [255, 236, 150];
      if (fromTop > 95 && fromTop < 110) rgb = rgb.map((v) => Math.round(v * 0.4 + 255 * 0.6));
      const at = 54 + y * rowBytes + x * 3;
      bytes[at] = rgb[2];
      bytes[at + 1] = rgb[1];
      bytes[at + 2] = rgb[0];
    }
  }
  cache.set(n, bytes);
  return bytes;
}

/** Picture number of a seeded path, or null when the path is not one of them. */
export function seedPictureNumber(path: string): number | null {
  const m = new RegExp(`^${SEED_PICTURE_DIR}/banner-(\\d+)\\.bmp$`).exec(path);
  if (!m) return null;
  const n = Number(m[1]);
  return n >= 1 && n <= SEED_PICTURE_COUNT ? n : null;
}
