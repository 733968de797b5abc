// review --shots: each changed page of the review (up to a cap) photographed on both sides at phone width (and
// desktop width when asked), the changed region outlined on the head's picture, and index.html beside the
// pictures. The report is made in a folder of its own and put in place whole, so a run cut short leaves the
// previous report as it was.
import fs from 'node:fs';
import path from 'node:path';
import type { PageRow, Review } from '../review.ts';
import { type Camera, openCamera } from './capture.ts';
import { changedRegion } from './diff.ts';
import { type Shot, type ShotPage, shotsReport } from './report.ts';
import { type ShotSite, serveShots } from './serve.ts';

export const PHONE_WIDTH = 390;
const DESKTOP_WIDTH = 1280;

export interface ShotOptions {
  out: string;
  desktop: boolean;
  max: number;
  /** CHROME_PATH, as the command line read it at its start. */
  chromePath?: string;
}

/** The pages of both sides, for the pictures: a page's HTML on a side, undefined where it is not on it. */
export interface ShotSource {
  site: ShotSite;
  html(page: PageRow, side: 'base' | 'head'): string | undefined;
}

export interface ShotsDone {
  file: string;
  pictured: number;
  listed: number;
}

type Sides = { base: string[]; head: string[] };

/** One page's pictures at one width, written into `dir` as <n>-<width>-base.png and -head.png. */
async function shotAt(camera: Camera, origin: string, dir: string, n: number, width: number, sides: Sides) {
  const take = (side: keyof Sides) =>
    sides[side][n] === undefined ? undefined : camera.shoot(`${origin}/_review/${side}/${n}`, width);
  const [base, head] = [await take('base'), await take('head')];
  const name = (side: string) => `${String(n + 1).padStart(3, '0')}-${width}-${side}.png`;
  const shot: Shot = { width };
  if (base) fs.writeFileSync(path.join(dir, name('base')), base), (shot.base = name('base'));
  if (head) {
    const { region, marked } = base ? await changedRegion(base, head) : { marked: head };
    fs.writeFileSync(path.join(dir, name('head')), marked);
    shot.head = name('head');
    if (region) shot.region = region;
  }
  return shot;
}

/** Photographs the review's first `max` changed pages into `options.out`, with index.html. */
export async function takeShots(review: Review, source: ShotSource, options: ShotOptions): Promise<ShotsDone> {
  const changed = review.pages ?? [];
  const [shown, rest] = [changed.slice(0, options.max), changed.slice(options.max)];
  const sides: Sides = {
    base: shown.map((page) => source.html(page, 'base')!),
    head: shown.map((page) => source.html(page, 'head')!),
  };
  const out = path.resolve(options.out);
  const making = `${out}.making-${process.pid}`;
  fs.rmSync(making, { recursive: true, force: true });
  fs.mkdirSync(making, { recursive: true });
  const server = await serveShots(source.site, sides);
  let camera: Camera | undefined;
  try {
    camera = await openCamera(server.origin, options.chromePath);
    const widths = options.desktop ? [PHONE_WIDTH, DESKTOP_WIDTH] : [PHONE_WIDTH];
    const pages: ShotPage[] = [];
    for (const [n, page] of shown.entries()) {
      const shots: Shot[] = [];
      for (const width of widths) shots.push(await shotAt(camera, server.origin, making, n, width, sides));
      pages.push({ page, shots });
    }
    fs.writeFileSync(path.join(making, 'index.html'), shotsReport(review, pages, rest));
    fs.rmSync(out, { recursive: true, force: true });
    fs.renameSync(making, out);
    return { file: path.join(out, 'index.html'), pictured: shown.length, listed: rest.length };
  } finally {
    await camera?.close();
    await server.close();
    fs.rmSync(making, { recursive: true, force: true });
  }
}
