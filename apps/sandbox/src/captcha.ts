// The login captcha: a short code and a real JPEG picture of it. Glyphs are a 5×7 dot font drawn as
// round pen strokes between neighbouring dots, each character slightly turned, shifted and coloured,
// with a few light noise lines over an off-white ground. The picture depends only on the code, so a
// test (or a person reading the journal) sees the same image for the same code.
import { randomInt } from 'node:crypto';
import jpeg from 'jpeg-js';

// No 0/O, 1/I/l: characters a person can misread are never issued.
export const CAPTCHA_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;

export function newCaptchaCode(): string {
  let code = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) code += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return code;
}

// 5 columns × 7 rows; '#' is ink. Every digit and capital letter is drawn (not only the issued ones),
// so a code typed by hand in a test still renders.
const GLYPHS: Record<string, string> = {
  '0': '.###. #...# #..## #.#.# ##..# #...# .###.',
  '1': '..#.. .##.. ..#.. ..#.. ..#.. ..#.. .###.',
  '2': '.###. #...# ....# ...#. ..#.. .#... #####',
  '3': '##### ...#. ..#.. ...#. ....# #...# .###.',
  '4': '...#. ..##. .#.#. #..#. ##### ...#. ...#.',
  '5': '##### #.... ####. ....# ....# #...# .###.',
  '6': '..##. .#... #.... ####. #...# #...# .###.',
  '7': '##### ....# ...#. ..#.. .#... .#... .#...',
  '8': '.###. #...# #...# .###. #...# #...# .###.',
  '9': '.###. #...# #...# .#### ....# ...#. .##..',
  A: '.###. #...# #...# ##### #...# #...# #...#',
  B: '####. #...# #...# ####. #...# #...# ####.',
  C: '.###. #...# #.... #.... #.... #...# .###.',
  D: '###.. #..#. #...# #...# #...# #..#. ###..',
  E: '##### #.... #.... ####. #.... #.... #####',
  F: '##### #.... #.... ####. #.... #.... #....',
  G: '.###. #...# #.... #.### #...# #...# .####',
  H: '#...# #...# #...# ##### #...# #...# #...#',
  I: '.###. ..#.. ..#.. ..#.. ..#.. ..#.. .###.',
  J: '..### ...#. ...#. ...#. ...#. #..#. .##..',
  K: '#...# #..#. #.#.. ##... #.#.. #..#. #...#',
  L: '#.... #.... #.... #.... #.... #.... #####',
  M: '#...# ##.## #.#.# #.#.# #...# #...# #...#',
  N: '#...# #...# ##..# #.#.# #..## #...# #...#',
  O: '.###. #...# #...# #...# #...# #...# .###.',
  P: '####. #...# #...# ####. #.... #.... #....',
  Q: '.###. #...# #...# #...# #.#.# #..#. .##.#',
  R: '####. #...# #...# ####. #.#.. #..#. #...#',
  S: '.#### #.... #.... .###. ....# ....# ####.',
  T: '##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..',
  U: '#...# #...# #...# #...# #...# #...# .###.',
  V: '#...# #...# #...# #...# #...# .#.#. ..#..',
  W: '#...# #...# #...# #.#.# #.#.# #.#.# .#.#.',
  X: '#...# #...# .#.#. ..#.. .#.#. #...# #...#',
  Y: '#...# #...# .#.#. ..#.. ..#.. ..#.. ..#..',
  Z: '##### ....# ...#. ..#.. .#... #.... #####',
};

type Point = [number, number];
type Segment = [Point, Point];
type Rgb = [number, number, number];

// The pen path of a glyph in dot coordinates: a segment between each pair of inked neighbours
// (a diagonal only where no orthogonal step joins the two dots), and a dot for each inked cell.
function glyphSegments(char: string): Segment[] {
  const rows = GLYPHS[char]?.split(' ');
  if (!rows) throw new RangeError(`验证码字符不受支持：${JSON.stringify(char)}`);
  const ink = (x: number, y: number): boolean => rows[y]?.[x] === '#';
  const segments: Segment[] = [];
  for (let y = 0; y < 7; y++) {
    for (let x = 0; x < 5; x++) {
      if (!ink(x, y)) continue;
      segments.push([
        [x, y],
        [x, y],
      ]);
      if (ink(x + 1, y))
        segments.push([
          [x, y],
          [x + 1, y],
        ]);
      if (ink(x, y + 1))
        segments.push([
          [x, y],
          [x, y + 1],
        ]);
      if (ink(x + 1, y + 1) && !ink(x + 1, y) && !ink(x, y + 1))
        segments.push([
          [x, y],
          [x + 1, y + 1],
        ]);
      if (ink(x - 1, y + 1) && !ink(x - 1, y) && !ink(x, y + 1))
        segments.push([
          [x, y],
          [x - 1, y + 1],
        ]);
    }
  }
  return segments;
}

// A small seeded generator (mulberry32) keyed by the code, so the same code gives the same picture.
function seededRandom(text: string): () => number {
  let seed = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) seed = Math.imul(seed ^ text.charCodeAt(i), 0x01000193);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function distanceToSegment(px: number, py: number, [[ax, ay], [bx, by]]: Segment): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / lengthSquared));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

// Paints round strokes of the given half-width over the segments, with a one-pixel soft edge.
function stroke(rgba: Buffer, segments: Segment[], halfWidth: number, colour: Rgb, opacity = 1): void {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [a, b] of segments) {
    minX = Math.min(minX, a[0], b[0]);
    maxX = Math.max(maxX, a[0], b[0]);
    minY = Math.min(minY, a[1], b[1]);
    maxY = Math.max(maxY, a[1], b[1]);
  }
  const x0 = Math.max(0, Math.floor(minX - halfWidth - 1));
  const x1 = Math.min(CAPTCHA_WIDTH - 1, Math.ceil(maxX + halfWidth + 1));
  const y0 = Math.max(0, Math.floor(minY - halfWidth - 1));
  const y1 = Math.min(CAPTCHA_HEIGHT - 1, Math.ceil(maxY + halfWidth + 1));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      let distance = Infinity;
      for (const segment of segments) distance = Math.min(distance, distanceToSegment(x + 0.5, y + 0.5, segment));
      const cover = Math.max(0, Math.min(1, halfWidth + 0.5 - distance)) * opacity;
      if (cover === 0) continue;
      const i = (y * CAPTCHA_WIDTH + x) * 4;
      for (let c = 0; c < 3; c++)
        rgba[i + c] = Math.round(rgba.readUInt8(i + c) * (1 - cover) + colour[c as 0 | 1 | 2] * cover);
    }
  }
}

// Dark ink colours (each channel well below the ground), one per character.
const INKS: readonly Rgb[] = [
  [24, 48, 120],
  [120, 30, 40],
  [20, 90, 60],
  [70, 40, 110],
  [30, 30, 30],
  [110, 60, 10],
];
const inkColour = (n: number): Rgb => INKS[n % INKS.length] ?? [0, 0, 0];

export function captchaJpeg(code: string): Buffer {
  const text = code.toUpperCase();
  const random = seededRandom(text);
  const between = (low: number, high: number): number => low + random() * (high - low);
  const rgba = Buffer.alloc(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 4);

  // Off-white ground with a faint grain.
  for (let i = 0; i < rgba.length; i += 4) {
    const grain = Math.round(between(-6, 6));
    rgba[i] = 246 + grain;
    rgba[i + 1] = 245 + grain;
    rgba[i + 2] = 238 + grain;
    rgba[i + 3] = 255;
  }

  // Light noise lines behind the text.
  for (let n = 0; n < 3; n++) {
    const line: Segment = [
      [between(0, 20), between(2, 38)],
      [between(100, 120), between(2, 38)],
    ];
    stroke(rgba, [line], 0.6, [
      Math.round(between(150, 200)),
      Math.round(between(150, 200)),
      Math.round(between(150, 200)),
    ]);
  }

  const cell = (CAPTCHA_WIDTH - 8) / Math.max(1, text.length);
  const scaleX = Math.min(3.6, cell / 7);
  const scaleY = 3.9;
  let inkIndex = Math.floor(random() * INKS.length);
  for (const [k, char] of [...text].entries()) {
    const segments = glyphSegments(char);
    const centreX = 4 + cell * (k + 0.5) + between(-2, 2);
    const centreY = CAPTCHA_HEIGHT / 2 + between(-2.5, 2.5);
    const angle = between(-0.22, 0.22);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    // A little wobble per dot, the same for every segment meeting there, keeps strokes joined.
    const wobble = new Map<string, Point>();
    const place = ([gx, gy]: Point): Point => {
      const key = `${gx},${gy}`;
      let offset = wobble.get(key);
      if (!offset) {
        offset = [between(-0.35, 0.35), between(-0.35, 0.35)];
        wobble.set(key, offset);
      }
      const x = (gx - 2) * scaleX + offset[0];
      const y = (gy - 3) * scaleY + offset[1];
      return [centreX + x * cos - y * sin, centreY + x * sin + y * cos];
    };
    const placed = segments.map(([a, b]): Segment => [place(a), place(b)]);
    inkIndex = (inkIndex + 1 + Math.floor(random() * (INKS.length - 1))) % INKS.length;
    stroke(rgba, placed, between(1.5, 1.9), inkColour(inkIndex));
  }

  // One thin line across the text, half transparent, so the glyphs are not cut out by a simple threshold.
  const across: Segment = [
    [between(0, 10), between(12, 28)],
    [between(110, 120), between(12, 28)],
  ];
  stroke(rgba, [across], 0.5, inkColour(Math.floor(random() * INKS.length)), 0.45);

  return jpeg.encode({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT, data: rgba }, 85).data;
}
