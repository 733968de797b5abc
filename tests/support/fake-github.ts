// A repository behind the part of GitHub's REST API that Decap's GitHub backend uses, on 127.0.0.1: files on a
// branch, blobs, trees, commits, branches, pull requests and their labels, kept in memory, so that a browser test
// can run the published admin (Decap's own GitHub backend, as the admin bundles it) and read what it committed.
// Trees are flat (every path of a commit in one map); a route it does not know answers 404 saying so.
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface Commit {
  message: string;
  tree: string;
  parents: string[];
}

interface Pull {
  number: number;
  head: string;
  title: string;
  labels: string[];
}

export interface FakeGitHub {
  /** The API's root, Decap's `api_root`. */
  origin: string;
  repo: string;
  /** The files of a branch's head, by path. */
  files(branch: string): Map<string, string>;
  /** A branch's commits, newest first (first parents). */
  log(branch: string): Commit[];
  /** The pull requests opened, with the branch each is from. */
  pulls: Pull[];
  /** Requests it had no answer for. */
  unknown: string[];
  stop(): Promise<void>;
}

const OWNER = 'owner';
const REPO = `${OWNER}/site`;
const sha = (kind: string, body: string) => createHash('sha1').update(`${kind} ${body}`).digest('hex');

/** The objects and branches of the repository. */
class Git {
  blobs = new Map<string, string>();
  trees = new Map<string, Map<string, string>>();
  commits = new Map<string, Commit>();
  refs = new Map<string, string>();
  blob(content: string): string {
    const id = sha('blob', content);
    this.blobs.set(id, content);
    return id;
  }
  tree(entries: Map<string, string>): string {
    const id = sha('tree', JSON.stringify([...entries].sort()));
    this.trees.set(id, entries);
    return id;
  }
  commit(c: Commit): string {
    const id = sha('commit', JSON.stringify(c));
    this.commits.set(id, c);
    return id;
  }
  /** The tree a branch, a commit or a tree names. */
  treeOf(name: string): Map<string, string> {
    const ref = this.refs.get(name) ?? name.replace(/^\w+:/, '');
    const commit = this.commits.get(this.refs.get(ref) ?? ref);
    return this.trees.get(commit?.tree ?? ref)!;
  }
}

type Reply = [number, unknown];
/** The fields of the requests Decap's backend sends. */
interface Body {
  content: string;
  base_tree: string;
  /** A tree's entries (a tree made), or a tree's id (a commit made). */
  tree: Array<{ path: string; sha: string | null }> | string;
  message: string;
  parents: string[];
  ref: string;
  sha: string;
  head: string;
  title: string;
  labels: string[];
}
type Route = (m: RegExpExecArray, body: Body, query: URLSearchParams) => Reply;

function routes(git: Git, pulls: Pull[]): Array<[RegExp, Route]> {
  const pullJson = (p: Pull) => ({
    number: p.number,
    title: p.title,
    state: 'open',
    head: { ref: p.head, sha: git.refs.get(p.head), label: `${OWNER}:${p.head}` },
    base: { ref: 'main' },
    labels: p.labels.map((name) => ({ name })),
    user: { login: 'staff' },
    updated_at: new Date().toISOString(),
  });
  return [
    [/^GET \/user$/, () => [200, { login: 'staff', name: 'Content Staff' }]],
    [/^GET \/users\/(\w+)$/, (m) => [200, { login: m[1], name: 'Content Staff' }]],
    [/^GET $/, () => [200, { owner: { login: OWNER }, permissions: { push: true }, default_branch: 'main' }]],
    [/^GET \/branches\/(.+)$/, (m) => [200, { name: m[1], commit: { sha: git.refs.get(m[1]!) } }]],
    [
      /^GET \/git\/trees\/([^:]+):(.*)$/,
      (m, _, query) => {
        const dir = m[2] ? `${m[2]}/` : '';
        const deep = query.get('recursive') === '1';
        const paths = [...git.treeOf(m[1]!)].filter(
          ([p]) => p.startsWith(dir) && (deep || !p.slice(dir.length).includes('/')),
        );
        if (!paths.length) return [404, { message: 'Not Found' }];
        const tree = paths.map(([p, id]) => ({ path: p.slice(dir.length), sha: id, type: 'blob', size: 1 }));
        return [200, { tree }];
      },
    ],
    [
      /^GET \/git\/blobs\/(\w+)$/,
      (m) => [200, { sha: m[1], encoding: 'base64', content: Buffer.from(git.blobs.get(m[1]!)!).toString('base64') }],
    ],
    [/^POST \/git\/blobs$/, (_, body) => [201, { sha: git.blob(Buffer.from(body.content, 'base64').toString()) }]],
    [
      /^POST \/git\/trees$/,
      (_, body) => {
        const entries = new Map(git.treeOf(body.base_tree));
        for (const e of body.tree as Array<{ path: string; sha: string | null }>) {
          if (e.sha === null) entries.delete(e.path);
          else entries.set(e.path, e.sha);
        }
        return [201, { sha: git.tree(entries) }];
      },
    ],
    [
      /^POST \/git\/commits$/,
      (_, b) => [201, { sha: git.commit({ message: b.message, tree: String(b.tree), parents: b.parents }) }],
    ],
    [
      /^POST \/git\/refs$/,
      (_, body) => {
        git.refs.set(body.ref.replace(/^refs\/heads\//, ''), body.sha);
        return [201, { ref: body.ref, object: { sha: body.sha } }];
      },
    ],
    [
      /^PATCH \/git\/refs\/heads\/(.+)$/,
      (m, body) => {
        git.refs.set(m[1]!, body.sha);
        return [200, { object: { sha: body.sha } }];
      },
    ],
    [/^GET \/git\/(matching-)?refs\/heads\/(.+)$/, () => [200, []]],
    [
      /^GET \/pulls$/,
      (_, __, query) => {
        const head = query.get('head')?.replace(`${OWNER}:`, '');
        return [200, pulls.filter((p) => !head || p.head === head).map(pullJson)];
      },
    ],
    [
      /^POST \/pulls$/,
      (_, body) => {
        const pull = {
          number: pulls.length + 1,
          head: String(body.head).replace(`${OWNER}:`, ''),
          title: body.title,
          labels: [],
        };
        pulls.push(pull);
        return [201, pullJson(pull)];
      },
    ],
    [
      /^PUT \/issues\/(\d+)\/labels$/,
      (m, body) => {
        pulls[Number(m[1]) - 1]!.labels = body.labels;
        return [200, body.labels.map((name) => ({ name }))];
      },
    ],
    [/^GET \/issues\/\d+\/comments$/, () => [200, []]],
    [/^GET \/pulls\/\d+\/commits$/, () => [200, []]],
    [/^GET \/commits\/\w+\/status$/, () => [200, { statuses: [] }]],
    [/^GET \/commits$/, () => [200, [{ commit: { author: { name: 'Content Staff', date: '2025-01-01T00:00:00Z' } } }]]],
    [
      /^GET \/compare\/([^.]+)\.\.\.(.+)$/,
      (m) => {
        const [base, head] = [git.treeOf(m[1]!), git.treeOf(m[2]!)];
        const paths = [...new Set([...base.keys(), ...head.keys()])].filter((p) => base.get(p) !== head.get(p));
        const files = paths.map((p) => ({
          filename: p,
          sha: head.get(p) ?? base.get(p),
          status: !base.has(p) ? 'added' : !head.has(p) ? 'removed' : 'modified',
          patch: '@@',
        }));
        return [200, { files, commits: [] }];
      },
    ],
  ];
}

/** The repository `owner/site` with `initial` files on `main`, served on 127.0.0.1 to any origin. */
export async function startFakeGitHub(initial: Record<string, string>): Promise<FakeGitHub> {
  const git = new Git();
  const first = git.tree(new Map(Object.entries(initial).map(([path, text]) => [path, git.blob(text)])));
  git.refs.set('main', git.commit({ message: 'the site', tree: first, parents: [] }));
  const pulls: Pull[] = [];
  const unknown: string[] = [];
  const table = routes(git, pulls);
  const server = http.createServer((req, res) => {
    // The admin's page is on another address: every answer allows it, a preflight included.
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', 'authorization, content-type, cache-control');
    res.setHeader('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const path = decodeURIComponent(url.pathname);
      const route = path.startsWith(`/repos/${REPO}`) ? path.slice(`/repos/${REPO}`.length) : path;
      const key = `${req.method} ${route}`;
      const found = table.map(([pattern, answer]) => [pattern.exec(key), answer] as const).find(([m]) => m);
      if (!found) unknown.push(key);
      const [status, json] = found
        ? found[1](found[0]!, (text ? JSON.parse(text) : {}) as Body, url.searchParams)
        : [404, { message: `no ${key}` }];
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const log = (branch: string) => {
    const out: Commit[] = [];
    for (let at = git.refs.get(branch); at; at = git.commits.get(at)!.parents[0]) out.push(git.commits.get(at)!);
    return out;
  };
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    repo: REPO,
    files: (branch) => new Map([...git.treeOf(branch)].map(([path, id]) => [path, git.blobs.get(id)!])),
    log,
    pulls,
    unknown,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
