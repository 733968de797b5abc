// Every module a TypeScript file names, read with TypeScript's own parser rather than a regex: static imports,
// re-exports, dynamic import(), require(), and import('…') in types, each marked as erased (types only) or not.
import path from 'node:path';
import ts from 'typescript';

export interface ImportEdge {
  /** What the file wrote: './x.ts', 'react', or undefined for a dynamic import of a computed name. */
  specifier: string | undefined;
  /** Erased by the compiler (import type, export type, import('…') in a type): no edge at run time. */
  typeOnly: boolean;
  /** 1-based line of the import, for the failure message. */
  line: number;
}

const literal = (node: ts.Node | undefined) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

/** The edge a node makes, if it is an import of any kind. */
function edgeOf(node: ts.Node): Omit<ImportEdge, 'line'> | undefined {
  // With verbatimModuleSyntax, only `import type` is erased whole: `import { type A }` still loads the module.
  if (ts.isImportDeclaration(node))
    return { specifier: literal(node.moduleSpecifier), typeOnly: node.importClause?.isTypeOnly ?? false };
  if (ts.isExportDeclaration(node) && node.moduleSpecifier)
    return { specifier: literal(node.moduleSpecifier), typeOnly: node.isTypeOnly };
  if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
    return { specifier: literal(node.moduleReference.expression), typeOnly: node.isTypeOnly };
  if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
    return { specifier: literal(node.argument.literal), typeOnly: true };
  if (ts.isCallExpression(node)) {
    const dynamic = node.expression.kind === ts.SyntaxKind.ImportKeyword;
    const required = ts.isIdentifier(node.expression) && node.expression.text === 'require';
    if (dynamic || required) return { specifier: literal(node.arguments[0]), typeOnly: false };
  }
  return undefined;
}

/** Every import of `text` (the source of `file`). */
export function importsOf(file: string, text: string): ImportEdge[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const edges: ImportEdge[] = [];
  const visit = (node: ts.Node) => {
    const edge = edgeOf(node);
    if (edge) edges.push({ ...edge, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

/** The project file a relative specifier names, relative to `root` with / separators; undefined for a package. */
export function resolved(root: string, file: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  return path
    .relative(root, path.resolve(root, path.dirname(file), specifier))
    .split(path.sep)
    .join('/');
}
