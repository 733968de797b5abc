// Reads the generated _redirects and _headers back, so the preview serves exactly what the host is given.
import type { HeaderBlock } from '../../emit/host/headers.ts';
import type { HostRule } from '../../emit/host/rules.ts';

export function parseRedirects(text: string): HostRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status] = line.split(/\s+/);
      return { from: from!, to: to!, status: Number(status ?? 302) };
    });
}

export function parseHeaders(text: string): HeaderBlock[] {
  const blocks: HeaderBlock[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) blocks.push({ path: line.trim(), headers: [] });
    else if (line.trim().startsWith('!')) {
      const block = blocks.at(-1);
      if (block) block.detach = [...(block.detach ?? []), line.trim().slice(1).trim()];
    } else {
      const at = line.indexOf(':');
      blocks.at(-1)?.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return blocks;
}

/** The headers of every block matching `path`, in order; a block's `! Name` takes that header off earlier blocks'. */
export function headersFor(blocks: readonly HeaderBlock[], path: string): Array<[string, string]> {
  let headers: Array<[string, string]> = [];
  for (const block of blocks) {
    const prefix = block.path.slice(0, -1);
    const matches = block.path.endsWith('/*')
      ? path.startsWith(prefix) || path === prefix.slice(0, -1)
      : path === block.path;
    if (!matches) continue;
    const off = new Set((block.detach ?? []).map((name) => name.toLowerCase()));
    headers = [...headers.filter(([name]) => !off.has(name.toLowerCase())), ...block.headers];
  }
  return headers;
}
