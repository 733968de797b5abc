// The actions npm run cms's local backend forwards to decap-server, and every path each one names. These are the
// actions decap-server's file-system mode answers (its localFs middleware) and Decap's proxy backend sends in the
// simple publish mode; the editorial workflow's (unpublishedEntries and the rest) belong to its git mode, which is
// not used here. A request passes only when every path it names is allowed for what the action does with it.
import path from 'node:path';
import { ALLOWED, allowedPath, type Role } from './backend-paths.ts';

type Params = Record<string, unknown>;

/** A place in the request that holds a path: the object (or list) and the key, and what the path must be. */
interface Slot {
  holder: Params | unknown[];
  key: string | number;
  role: Role;
  optional?: boolean;
}

const objects = (value: unknown): Params[] =>
  Array.isArray(value) ? value.filter((v): v is Params => typeof v === 'object' && v !== null) : [];
const object = (value: unknown): Params => (typeof value === 'object' && value !== null ? (value as Params) : {});

/** A slot no path fills: the request is refused. */
const missing = (role: Role): Slot => ({ holder: {}, key: 'path', role });

/**
 * A slot for each item of the list at holder[key]: the item itself, or its `itemKey`. A missing list, an empty one
 * where one is required, or an item of another shape gives a slot no path fills: the request is refused whole.
 */
function listed(
  holder: Params,
  key: string,
  role: Role,
  { itemKey, required = false }: { itemKey?: string; required?: boolean },
): Slot[] {
  const list = holder[key];
  if (!Array.isArray(list) || (required && list.length === 0)) return [missing(role)];
  return list.map((item, i): Slot => {
    if (itemKey === undefined) return { holder: list, key: i, role };
    return typeof item === 'object' && item !== null ? { holder: item as Params, key: itemKey, role } : missing(role);
  });
}

/** persistEntry's data files: `dataFiles`, or the one `entry` older versions of Decap send. */
const dataFiles = (params: Params): Params[] => [
  ...objects(params.dataFiles),
  ...(params.entry ? [object(params.entry)] : []),
];

/** persistEntry: each data file and its new name (a renamed entry), and every picture saved with it. */
function entrySlots(params: Params): Slot[] {
  const files =
    params.entry === undefined || params.dataFiles !== undefined
      ? listed(params, 'dataFiles', 'content', { itemKey: 'path', required: true })
      : [];
  return [
    ...files,
    ...(params.entry === undefined ? [] : [{ holder: object(params.entry), key: 'path', role: 'content' } as const]),
    ...dataFiles(params).map((file): Slot => ({ holder: file, key: 'newPath', role: 'content', optional: true })),
    ...listed(params, 'assets', 'picture', { itemKey: 'path' }),
  ];
}

const ACTIONS: Record<string, (params: Params) => Slot[]> = {
  info: () => [],
  getDeployPreview: () => [],
  entriesByFolder: (p) => [{ holder: p, key: 'folder', role: 'content-folder' }],
  entriesByFiles: (p) => listed(p, 'files', 'content', { itemKey: 'path', required: true }),
  getEntry: (p) => [{ holder: p, key: 'path', role: 'content' }],
  persistEntry: entrySlots,
  getMedia: (p) => [{ holder: p, key: 'mediaFolder', role: 'media-folder' }],
  getMediaFile: (p) => [{ holder: p, key: 'path', role: 'picture' }],
  persistMedia: (p) => [{ holder: object(p.asset), key: 'path', role: 'picture' }],
  deleteFile: (p) => [{ holder: p, key: 'path', role: 'deletable' }],
  deleteFiles: (p) => listed(p, 'paths', 'deletable', { required: true }),
};

const valueAt = (slot: Slot): unknown => (slot.holder as Record<string | number, unknown>)[slot.key];

/**
 * Why the request is refused, in a plain line, or undefined when it may go on; every path it names is then
 * replaced by its plain form, so that decap-server works on exactly what was checked.
 */
export function refusal(root: string, body: unknown): string | undefined {
  const { action, params } = object(body);
  const slotsOf = typeof action === 'string' && Object.hasOwn(ACTIONS, action) ? ACTIONS[action] : undefined;
  if (!slotsOf) return `the action ${JSON.stringify(action)}: it is not one the admin uses`;
  const slots = slotsOf(object(params)).filter((slot) => !(slot.optional && valueAt(slot) === undefined));
  const plain: Array<[Slot, string]> = [];
  for (const slot of slots) {
    const allowed = allowedPath(root, valueAt(slot), slot.role);
    if (allowed === undefined) return `${action} of ${JSON.stringify(valueAt(slot))}: ${ALLOWED[slot.role]}`;
    plain.push([slot, allowed]);
  }
  for (const [slot, value] of plain) (slot.holder as Record<string | number, unknown>)[slot.key] = value;
  // decap-server moves every file of the old folder with a renamed entry: a new name must stay in its folder.
  const folder = (file: unknown) => path.posix.dirname(String(file));
  const moved = dataFiles(object(params)).find((f) => f.newPath !== undefined && folder(f.path) !== folder(f.newPath));
  if (moved) return `${action} of ${JSON.stringify(moved.path)}: an entry can be renamed only within its own folder`;
  return undefined;
}
