// A lint rule: a feature folder (src/features/<name>/) is one unit. Its files import each other
// freely; from another feature they may import only what that feature offers the rest of the code:
// `contract.ts` (the zod contract both sides share), `rules.ts` (pure rules) and, from server files
// (`*.server.ts`) and tests, `service.server.ts` (its use cases). Anything else (its store, its
// routes, its console pages) stays inside it, so a change to one feature cannot break another's
// internals. Relative and `#features/` specifiers are both followed to the file they reach.
import path from "node:path";
import { aliasesFor, resolve } from "./eslint-no-import-cycle.js";

const offered = new Set(["contract.ts", "rules.ts"]);
const featureAt = (file) => /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/](.+)$/.exec(file);

/** The visitors of every import, re-export and literal `import()` in a file, each handing its node to `check`. */
function importSources(check) {
  const withSource = (node) => node.source && check(node);
  return { ImportDeclaration: withSource, ExportNamedDeclaration: withSource, ExportAllDeclaration: withSource, ImportExpression: (node) => node.source.type === "Literal" && check(node) };
}

/**
 * Every import of a file that reaches a feature folder: `judge` gets the folder match of the file it
 * reaches (`[, feature, path in it]`), the node to report on and the target's path from the root.
 */
function importsOf(context, judge) {
  return importSources((node) => {
    const target = resolve(context.filename, node.source.value);
    const reached = target && featureAt(target);
    if (reached) judge(reached, node, path.relative(context.cwd, target));
  });
}

export const featureBoundaries = {
  meta: {
    type: "problem",
    docs: { description: "A feature imports another feature's contract, rules or service only." },
    schema: [],
    messages: {
      inside: "{{target}} is inside the {{feature}} feature: import its contract.ts, rules.ts or (from server code) service.server.ts instead.",
    },
  },
  create(context) {
    const file = context.filename;
    const own = featureAt(file);
    if (!own) return {};
    const serverSide = /\.server\.tsx?$|\.test\.tsx?$/.test(file);
    return importsOf(context, (other, node, target) => {
      if (other[1] === own[1] || offered.has(other[2]) || (serverSide && other[2] === "service.server.ts")) return;
      context.report({ node, messageId: "inside", data: { target, feature: other[1] } });
    });
  },
};

// A second rule, for the code outside the feature folders (the rest of src/, the scripts): it reaches
// a feature's SQL only through that feature's `service.server.ts`, never its store (`store.server.ts`,
// `<part>.store.server.ts`), as another feature does. Its other files are not barred here.
const isStore = (rest) => /^(?:.+\.)?store\.server\.ts$/.test(path.basename(rest));

export const storeThroughService = {
  meta: {
    type: "problem",
    docs: { description: "Code outside the feature folders reaches a feature's store only through its service." },
    schema: [],
    messages: {
      store: "{{target}} is the {{feature}} feature's store: import what you need from its service.server.ts instead.",
    },
  },
  create(context) {
    if (featureAt(context.filename)) return {};
    return importsOf(context, (other, node, target) => {
      if (isStore(other[2])) context.report({ node, messageId: "store", data: { target, feature: other[1] } });
    });
  },
};

// A third rule, for every file: an import that climbs three or more folders ("../../../") to a folder
// package.json's "imports" names (`#web/*` for src/web, say) uses that name, so the import reads the
// same from any file and survives the importer's move. Inside one feature folder imports stay relative.
// `eslint --fix` rewrites them.
export const subpathImports = {
  meta: {
    type: "suggestion",
    fixable: "code",
    docs: { description: "An import climbing three or more folders uses package.json's # name for where it lands." },
    schema: [],
    messages: { climb: "Import {{specifier}} as {{subpath}}: a path climbing three or more folders uses its # name." },
  },
  create(context) {
    return importSources((node) => {
      const specifier = node.source.value;
      if (typeof specifier !== "string" || !/^(?:\.\.\/){3}/.test(specifier)) return;
      const target = path.resolve(path.dirname(context.filename), specifier);
      const own = featureAt(context.filename);
      const reached = featureAt(target);
      if (own && reached && own[1] === reached[1]) return;
      const root = aliasesFor(path.dirname(context.filename)).find(({ dir }) => target.startsWith(dir + path.sep));
      if (!root) return;
      const subpath = root.prefix + target.slice(root.dir.length + 1).split(path.sep).join("/");
      context.report({ node: node.source, messageId: "climb", data: { specifier, subpath }, fix: (fixer) => fixer.replaceText(node.source, JSON.stringify(subpath)) });
    });
  },
};

export default { rules: { "feature-boundaries": featureBoundaries, "store-through-service": storeThroughService, "subpath-imports": subpathImports } };
