// The admin's uploads (cms/browser/pictures/): any file name made one the pictures' pattern accepts, never one already
// in the media folder; a file's kind told from its bytes; the size a picture is kept at. The drawing and encoding
// themselves need a browser: tests/e2e/cms-pictures.test.ts uploads a camera's photo through the admin.
import { describe, expect, it } from 'vitest';
import { extensionOf, fitted, kindOf, LONG_SIDE } from '../../generator/cms/browser/pictures/kind.ts';
import { type PictureExtension, pictureName } from '../../generator/cms/browser/pictures/name.ts';
import { mediaFolderNames } from '../../generator/cms/browser/pictures/upload.ts';
import { PUBLIC_FOLDER } from '../../generator/cms/config/config.ts';
import { seededRandom } from '../support/random.ts';
import { SCHEMAS } from '../support/schemas.ts';

type Node = { definitions: { image: { properties: { src: { pattern: string; maxLength: number } } } } };
const src = (SCHEMAS.find(([file]) => file === 'defs.schema.json')![1] as unknown as Node).definitions.image.properties
  .src;
/** Whether the pictures' pattern (and length limit) take an upload of this name. */
const valid = (name: string) => {
  const value = `${PUBLIC_FOLDER}/${name}`;
  return new RegExp(src.pattern).test(value) && value.length <= src.maxLength;
};

describe('pictureName', () => {
  it.each([
    ['IMG_2041.JPG', 'jpg', 'img-2041.jpg'],
    ['IMG_2041.jpeg', 'jpg', 'img-2041.jpg'],
    ['IMG_2041 (1).JPG', 'jpg', 'img-2041-1.jpg'],
    ['Photo 12-03-2024 at 10.15.32.jpeg', 'jpg', 'photo-12-03-2024-at-10-15-32.jpg'],
    ['Screenshot 2024-03-01 at 09.41.07.PNG', 'png', 'screenshot-2024-03-01-at-09-41-07.png'],
    ['Living Room [after].webp', 'webp', 'living-room-after.webp'],
    ['  Café   crème  .jpg', 'jpg', 'cafe-creme.jpg'],
    ['Straße_Ærø.JPG', 'jpg', 'strasse-aero.jpg'],
    ['Łódź – kitchen.png', 'png', 'lodz-kitchen.png'],
    ['Москва.jpg', 'jpg', 'moskva.jpg'],
    ['fish & chips.jpg', 'jpg', 'fish-and-chips.jpg'],
    ['__--hall--__.jpg', 'jpg', 'hall.jpg'],
    ['DSCf0012.JPG', 'jpg', 'dscf0012.jpg'],
    ['holiday.jpg.png', 'png', 'holiday-jpg.png'],
    ['no-extension', 'jpg', 'no-extension.jpg'],
    ['.jpg', 'jpg', 'picture.jpg'],
    ['写真.jpg', 'jpg', 'picture.jpg'],
    ['🏠.heic', 'jpg', 'picture.jpg'],
    ['Logo.SVG', 'svg', 'logo.svg'],
  ] as const)('names %j as %s: %s', (original, extension, expected) => {
    const name = pictureName(original, extension as PictureExtension, []);
    expect(name).toBe(expected);
    expect(valid(name)).toBe(true);
  });

  it('never takes a name already in the media folder, whatever its extension or letter case', () => {
    expect(pictureName('IMG_2041.JPG', 'jpg', ['img-2041.jpg'])).toBe('img-2041-2.jpg');
    expect(pictureName('IMG_2041.JPG', 'jpg', ['img-2041.jpg', 'img-2041-2.jpg'])).toBe('img-2041-3.jpg');
    expect(pictureName('IMG_2041.PNG', 'png', ['IMG-2041.JPG'])).toBe('img-2041-2.png');
    expect(pictureName('hall.jpg', 'jpg', ['hall-2.jpg'])).toBe('hall.jpg');
    expect(pictureName('写真.jpg', 'jpg', ['picture.png'])).toBe('picture-2.jpg');
  });

  it('shortens a long name at a word, within the length limit, and still numbers it', () => {
    const long = `${'kitchen before the clear out '.repeat(8)}.jpg`;
    const name = pictureName(long, 'jpg', []);
    expect(valid(name)).toBe(true);
    expect(name.length).toBeLessThan(70);
    expect(long.toLowerCase().replaceAll(' ', '-')).toContain(name.replace(/\.jpg$/, ''));
    const numbered = pictureName(long, 'jpg', [name]);
    expect(numbered).toBe(name.replace(/\.jpg$/, '-2.jpg'));
    const oneWord = pictureName(`${'a'.repeat(300)}.png`, 'png', []);
    expect(oneWord).toBe(`${'a'.repeat(60)}.png`);
  });

  it('makes a valid name of any string at all', () => {
    const random = seededRandom(24);
    // Letters of several alphabets, digits, punctuation, spaces, emoji and combining accents.
    const ranges = [
      [0x20, 0x7e],
      [0xa0, 0x24f],
      [0x300, 0x36f],
      [0x370, 0x3ff],
      [0x400, 0x4ff],
      [0x4e00, 0x4e80],
      [0x1f300, 0x1f5ff],
    ];
    const char = () => {
      const [from, to] = ranges[Math.floor(random() * ranges.length)]!;
      return String.fromCodePoint(from! + Math.floor(random() * (to! - from! + 1)));
    };
    for (let i = 0; i < 500; i++) {
      const original = Array.from({ length: 1 + Math.floor(random() * 40) }, char).join('');
      const taken = random() < 0.5 ? [] : [pictureName(original, 'jpg', [])];
      const name = pictureName(original, 'jpg', taken);
      expect(valid(name), `${JSON.stringify(original)} → ${name}`).toBe(true);
      expect(taken).not.toContain(name);
    }
  });
});

describe('kindOf', () => {
  const bytes = (...parts: Array<number[] | string>) =>
    new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part)] : part)));

  it('tells a photo by its first bytes, whatever it is called', () => {
    expect(kindOf(bytes([0xff, 0xd8, 0xff, 0xe1]), 'IMG_2041.PNG')).toEqual({ drawing: false, type: 'image/jpeg' });
    expect(kindOf(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]), 'shot.jpg')).toEqual({
      drawing: false,
      type: 'image/png',
    });
    expect(kindOf(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'x')).toEqual({ drawing: false, type: 'image/webp' });
  });

  it('keeps an SVG drawing as it is, and makes any other picture a JPEG', () => {
    const svg = '<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg">';
    expect(kindOf(bytes(svg), 'Logo.SVG')).toEqual({ drawing: true });
    // Named .svg but not one, or an SVG under another name: read as a picture, which the browser may refuse.
    expect(kindOf(bytes('GIF89a'), 'logo.svg')).toEqual({ drawing: false, type: 'image/jpeg' });
    expect(kindOf(bytes(svg), 'logo.png')).toEqual({ drawing: false, type: 'image/jpeg' });
    expect(kindOf(bytes('GIF89a'), 'wave.gif')).toEqual({ drawing: false, type: 'image/jpeg' });
    expect(kindOf(bytes([0, 0, 0, 0x18], 'ftypheic'), 'IMG_2042.HEIC')).toEqual({ drawing: false, type: 'image/jpeg' });
  });

  it('names the extension of what was encoded, and of nothing else', () => {
    expect(extensionOf('image/jpeg')).toBe('jpg');
    expect(extensionOf('image/png')).toBe('png');
    expect(extensionOf('image/webp')).toBe('webp');
    expect(extensionOf('image/svg+xml')).toBe('svg');
    expect(extensionOf('image/gif')).toBeUndefined();
  });
});

describe('fitted', () => {
  it('scales a picture larger than needed to LONG_SIDE on its long side, in proportion', () => {
    expect(fitted(4032, 3024)).toEqual({ width: LONG_SIDE, height: 1800 });
    expect(fitted(3024, 4032)).toEqual({ width: 1800, height: LONG_SIDE });
    expect(fitted(9000, 100)).toEqual({ width: LONG_SIDE, height: 27 });
    expect(fitted(100000, 1)).toEqual({ width: LONG_SIDE, height: 1 });
  });

  it('keeps a picture that is small enough as it is', () => {
    expect(fitted(LONG_SIDE, 1600)).toEqual({ width: LONG_SIDE, height: 1600 });
    expect(fitted(640, 480)).toEqual({ width: 640, height: 480 });
  });
});

describe('mediaFolderNames', () => {
  it('names the files directly in the media folder among the site’s pictures', () => {
    const pictures = {
      [`${PUBLIC_FOLDER}/img-2041.jpg`]: { width: 2400, height: 1800 },
      [`${PUBLIC_FOLDER}/logo.svg`]: 'present',
      [`${PUBLIC_FOLDER}/old/hall.jpg`]: 'present',
      '/images/blog/kitchen.jpg': 'present',
      '/images/uploads-old/x.jpg': 'present',
    };
    expect(mediaFolderNames(pictures).sort()).toEqual(['img-2041.jpg', 'logo.svg']);
  });
});
