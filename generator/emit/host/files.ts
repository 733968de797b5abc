// The host configuration files, each from the same rules and headers.
import { FEED_PATH } from '../../model/feed.ts';
import { NOT_FOUND_PATH } from '../../model/types/route.ts';
import { ADMIN_PATH, type HeaderBlock } from './headers.ts';
import { type HostRule, isWildcard } from './rules.ts';
import { type ShapeRule, shareShapes } from './shapes.ts';

/** Netlify and Cloudflare Pages: `from to status`, first match wins; `/*` is a splat. */
export function redirectsFile(rules: readonly HostRule[]): string {
  const lines = rules.map((r) => `${r.from} ${r.to} ${r.status}`);
  return `# Generated from content/redirects.yaml. Specific rules first; wildcards last.\n${lines.join('\n')}\n`;
}

export function redirectsJson(rules: readonly HostRule[]): string {
  return `${JSON.stringify(
    rules.filter((r) => r.status !== 200),
    null,
    2,
  )}\n`;
}

/** Netlify's and Cloudflare's _headers; a block's `! Name` (Cloudflare) takes off a header an earlier block set. */
export function headersFile(blocks: readonly HeaderBlock[]): string {
  const lines = (b: HeaderBlock) => [
    ...(b.detach ?? []).map((name) => `  ! ${name}`),
    ...b.headers.map(([k, v]) => `  ${k}: ${v}`),
  ];
  return `${blocks.map((b) => `${b.path}\n${lines(b).join('\n')}`).join('\n')}\n`;
}

const contentType = (block: HeaderBlock) => block.headers.find(([name]) => name === 'Content-Type')?.[1];

/**
 * The feed's location: nginx sets Content-Type from the extension (add_header would send a second one), so an
 * empty `types` map leaves it to `default_type`; the pages' headers are repeated, since a location's add_header
 * replaces the server's.
 */
function feedLocation(
  feed: HeaderBlock,
  site: HeaderBlock['headers'],
  addHeaders: (list: HeaderBlock['headers'], indent: string) => string,
): string {
  const type = contentType(feed);
  const others = feed.headers.filter(([name]) => name !== 'Content-Type');
  return [
    `location = ${feed.path} {`,
    ...(type ? ['  types { }', `  default_type "${type}";`] : []),
    addHeaders([...site, ...others], '  '),
    '  try_files $uri =404;',
    '}',
  ].join('\n');
}

/**
 * The types nginx gives the site's text files (Debian's mime.types; text/javascript where newer ones say so), for
 * gzip_types. text/html is always compressed, and naming it again is a warning.
 */
const GZIP_TYPES = [
  'text/css',
  'application/javascript',
  'text/javascript',
  'application/json',
  'application/manifest+json',
  'image/svg+xml',
  'text/xml',
  'application/xml',
  'application/atom+xml',
  'text/plain',
  'application/wasm',
];

/**
 * Text compressed, as Cloudflare and Netlify send it (stock nginx has gzip, not brotli); valid in a server block.
 * A location's default_type (the feed's) is compared whole, charset and all, so it is named as it is written.
 */
function gzipLines(feedType: string | undefined): string[] {
  const types = [...GZIP_TYPES, ...(feedType ? [`"${feedType}"`] : [])];
  return [
    '# Text compressed for browsers that accept it; pictures and fonts are compressed already.',
    'gzip on;',
    'gzip_vary on;',
    'gzip_proxied any;',
    'gzip_comp_level 6;',
    'gzip_min_length 1024;',
    `gzip_types ${types.join(' ')};`,
  ];
}

/** PCRE's special characters, taken literally. */
const literally = (text: string) => text.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');

/**
 * A shape's rule for nginx: at server level, before any location is chosen, so that a prefix location (`^~`, which
 * stops nginx looking at regular expressions) cannot hide it; the names are the only alternatives.
 */
function nginxShape({ from, to, names, status }: ShapeRule): string {
  const target = typeof to === 'string' ? to : `${to[0]}$1${to[1]}`;
  return `if ($uri ~ "^${literally(from[0])}(${names.join('|')})${literally(from[1])}$") { return ${status} ${target}; }`;
}

/** An nginx server block body: include it inside `server { root /path/to/dist; ... }`. */
export function nginxConf(rules: readonly HostRule[], blocks: readonly HeaderBlock[]): string {
  const site = blocks.find((b) => b.path === '/*')!;
  const assets = blocks.find((b) => b.path === '/assets/*')!;
  const admin = blocks.find((b) => b.path === ADMIN_PATH);
  // nginx: a location's add_header replaces the server's, so the admin's block lists every header it sends.
  const adminHeaders = admin && [
    ...site.headers.filter(([name]) => !admin.headers.some(([own]) => own === name)),
    ...admin.headers,
  ];
  const addHeaders = (list: HeaderBlock['headers'], indent: string) =>
    list.map(([k, v]) => `${indent}add_header ${k} "${v}" always;`).join('\n');
  const feed = blocks.find((b) => b.path === FEED_PATH);
  const { shapes, single } = shareShapes(rules);
  const exact = single.filter((r) => !isWildcard(r.from) && r.status !== 200);
  const wildcards = rules.filter((r) => isWildcard(r.from));
  return [
    "# Generated: include inside the site's server block, after `root /path/to/dist;`.",
    '# Host files that are not part of the site are never served.',
    'location ~ ^/(_redirects|_headers|redirects\\.json)$ { return 404; }',
    `error_page 404 ${NOT_FOUND_PATH}.html;`,
    addHeaders(site.headers, ''),
    ...gzipLines(feed && contentType(feed)),
    '# Clean URLs: a trailing slash or .html goes to the clean form, in one hop.',
    'rewrite ^/((?!admin/$).+)/$ /$1 permanent;',
    ...(shapes.length ? ['# Redirects that share a shape: one rule each, for exactly the names listed.'] : []),
    ...shapes.map(nginxShape),
    ...exact.map((r) => `location = ${r.from} { return ${r.status} ${r.to}; }`),
    `location = ${NOT_FOUND_PATH} { return 404; }`,
    ...(adminHeaders
      ? [
          '# The admin: its own policy; /admin and /admin/ are its page.',
          `location = /admin { return 301 /admin/; }`,
          `location ^~ /admin/ {\n${addHeaders(adminHeaders, '  ')}\n  try_files $uri $uri/index.html =404;\n}`,
        ]
      : []),
    ...(feed ? [feedLocation(feed, site.headers, addHeaders)] : []),
    `location ^~ /assets/ {\n${addHeaders([...site.headers, ...assets.headers], '  ')}\n  try_files $uri =404;\n}`,
    ...wildcards.map((r) => {
      const prefix = r.from.slice(0, -1);
      const name = prefix.replace(/[^a-z0-9]/g, '');
      return `location ^~ ${prefix} { try_files $uri.html $uri @fallback_${name}; }\nlocation @fallback_${name} { return ${r.status} ${r.to}; }`;
    }),
    'location = / { try_files /index.html =404; }',
    'location / { try_files $uri.html $uri =404; }',
    '# www to the apex and http to https belong in their own server blocks, for example:',
    '#   server { listen 80; server_name example.com www.example.com; return 301 https://example.com$request_uri; }',
    '#   server { listen 443 ssl; server_name www.example.com; return 301 https://example.com$request_uri; }',
    '',
  ].join('\n');
}

/** A shape's rule for Vercel: a parameter whose pattern is the names listed, and nothing else. */
function vercelShape({ from, to, names, status }: ShapeRule) {
  const destination = typeof to === 'string' ? to : `${to[0]}:slug${to[1]}`;
  return { source: `${from[0]}:slug(${names.join('|')})${from[1]}`, destination, statusCode: status };
}

/** vercel.json's redirects: each shape as one rule, then the rules that share none. */
export function vercelRedirects(
  rules: readonly HostRule[],
): Array<{ source: string; destination: string; statusCode: number }> {
  const { shapes, single } = shareShapes(rules);
  return [
    ...shapes.map(vercelShape),
    ...single
      .filter((r) => r.status !== 200 && !isWildcard(r.from))
      .map((r) => ({ source: r.from, destination: r.to, statusCode: r.status })),
  ];
}

/** vercel.json: clean URLs, no trailing slash, the redirects and headers. */
export function vercelJson(rules: readonly HostRule[], blocks: readonly HeaderBlock[]): string {
  // Vercel applies redirects before files, so an unknown-slug wildcard would catch real pages: those are left to its 404.
  const redirects = vercelRedirects(rules);
  // The admin's block also covers /admin itself, where Vercel serves its page (trailingSlash: false).
  const headers = blocks.map((b) => ({
    source: b.path === ADMIN_PATH ? '/admin/:path*' : b.path.replace('/*', '/(.*)'),
    headers: b.headers.map(([key, value]) => ({ key, value })),
  }));
  return `${JSON.stringify({ cleanUrls: true, trailingSlash: false, redirects, headers }, null, 2)}\n`;
}
