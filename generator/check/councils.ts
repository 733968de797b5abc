// The councils against the day of the build: a council that areas' pages name and that ends within
// COUNCIL_NOTICE_DAYS with no successor (or has ended with none) is a warning at its `ends`, so that the council
// taking over is entered in time; local copy that names a council which has ended is a warning at the name, since
// prose is published as written while the page's council line moves on by itself. Pure: `today` is passed in.
import { isScalar, type Scalar } from 'yaml';
import { type Diagnostic, diagnostic } from '../diagnostics/diagnostic.ts';
import { locate, pointerToPath, positionOfMatch } from '../diagnostics/yaml-position.ts';
import type { Content, Entry } from '../model/content.ts';
import { type CouncilsById, councilInOffice, councilsById } from '../model/councils.ts';
import { daysBetween, isAfter, longDate } from '../model/dates.ts';
import type { Area, Council, Region } from '../model/types/content.ts';

/** How long before a council's last day check starts asking for its successor. */
const COUNCIL_NOTICE_DAYS = 90;

interface Listed {
  entry: Entry<Region>;
  area: Area;
  pointer: string;
}

/** Every area entry of every region, town and house-clearance, with its JSON pointer. */
const listed = (content: Content): Listed[] =>
  content.regions.flatMap((entry) => [
    ...entry.data.areas.map((area, i) => ({ entry, area, pointer: `/areas/${i}` })),
    ...(entry.data.houseClearance?.areas ?? []).map((area, i) => ({
      entry,
      area,
      pointer: `/houseClearance/areas/${i}`,
    })),
  ]);

/** The names of the areas whose pages name each council on `today`, once each, in region order. */
function namedOn(content: Content, today: string): Map<string, string[]> {
  const byId = councilsById(content.councils?.data.councils ?? []);
  // Sets keep the order names were added in, and look each up without a search.
  const named = new Map<string, Set<string>>();
  for (const { area } of listed(content)) {
    const council = area.council === undefined ? undefined : councilInOffice(byId, area.council, today);
    if (!council) continue;
    const names = named.get(council.id);
    if (names) names.add(area.name);
    else named.set(council.id, new Set([area.name]));
  }
  return new Map([...named].map(([id, names]) => [id, [...names]]));
}

function endingWarnings(content: Content, today: string): Diagnostic[] {
  const source = content.councils?.source;
  if (!source) return [];
  const named = namedOn(content, today);
  return content.councils!.data.councils.flatMap((council, i) => {
    const areas = named.get(council.id);
    if (!areas || council.ends === undefined || council.successor !== undefined) return [];
    const left = daysBetween(today, council.ends);
    if (left > COUNCIL_NOTICE_DAYS) return [];
    const at = { file: source.file, ...locate(source, `/councils/${i}/ends`) };
    const said = { name: council.name, ends: longDate(council.ends), areas: areas.join(', ') };
    if (left < 0) return [diagnostic('council-ending', at, { variant: 'ended', ...said })];
    if (left === 0) return [diagnostic('council-ending', at, { variant: 'today', ...said })];
    return [diagnostic('council-ending', at, { variant: 'soon', ...said, days: left })];
  });
}

/** The texts of an area entry that are prose: its intro and its questions and answers, by JSON pointer. */
const prose = ({ area, pointer }: Listed): string[] => [
  ...(area.intro ?? []).map((_, k) => `${pointer}/intro/${k}`),
  ...(area.faqs ?? []).flatMap((_, k) => [`${pointer}/faqs/${k}/question`, `${pointer}/faqs/${k}/answer`]),
];

function formerCouncilsInCopy(content: Content, today: string): Diagnostic[] {
  const councils = content.councils?.data.councils ?? [];
  const ended = councils.filter((c) => c.ends !== undefined && isAfter(today, c.ends));
  if (!ended.length) return [];
  const byId = councilsById(councils);
  return listed(content).flatMap((place) =>
    prose(place).flatMap((pointer) => {
      const node = place.entry.source.doc.getIn(pointerToPath(pointer), true);
      if (!isScalar(node) || typeof node.value !== 'string') return [];
      return ended.flatMap((council) => named(place.entry, node as Scalar<string>, council, byId, today));
    }),
  );
}

/** A warning at each place the text of `node` names `council`. */
function named(
  entry: Entry<Region>,
  node: Scalar<string>,
  council: Council,
  byId: CouncilsById,
  today: string,
): Diagnostic[] {
  const now = councilInOffice(byId, council.id, today);
  const said = {
    name: council.name,
    ends: longDate(council.ends!),
    now: now && now.id !== council.id ? now.name : undefined,
  };
  const out: Diagnostic[] = [];
  for (let i = node.value.indexOf(council.name); i >= 0; i = node.value.indexOf(council.name, i + 1)) {
    const at = { file: entry.source.file, ...positionOfMatch(entry.source, node, i, council.name) };
    out.push(diagnostic('former-council-named', at, said));
  }
  return out;
}

/** Check's warnings about councils on the day of the build. */
export const councilWarnings = (content: Content, today: string): Diagnostic[] => [
  ...endingWarnings(content, today),
  ...formerCouncilsInCopy(content, today),
];
