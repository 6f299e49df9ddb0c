import path from 'node:path';

/**
 * The dependency rules of ARCHITECTURE.md, checked on resolved paths so that a relative import
 * cannot sneak around them:
 * - web: lib -> shared-api -> components -> features -> app; a feature never imports another feature;
 * - server: modules never import each other;
 * - apps never import each other; packages never import apps.
 */
const root = path.resolve(import.meta.dirname, '../..');
/** The web app's import alias: '@/x' is apps/web/src/x. */
const webSrc = path.join(root, 'apps/web/src');

function locate(absolute) {
  const rel = path.relative(root, absolute).split(path.sep);
  const [top, name, src, area, sub] = rel;
  if (top === 'packages') return { kind: 'package', name };
  if (top !== 'apps') return { kind: 'other' };
  if (name === 'web' && src === 'src')
    return { kind: 'web', layer: area, feature: area === 'features' ? sub : undefined };
  if (name === 'server' && src === 'src')
    return { kind: 'server', module: area === 'modules' ? sub : undefined };
  return { kind: 'app', name };
}

const webAllowed = {
  lib: ['lib'],
  'shared-api': ['lib', 'shared-api'],
  components: ['lib', 'shared-api', 'components'],
  features: ['lib', 'shared-api', 'components', 'features'],
  testing: ['lib', 'shared-api', 'components', 'testing', 'features', 'app'],
};

function violation(from, to, fromFile, toFile) {
  const appOf = (file) => path.relative(root, file).split(path.sep).slice(0, 2).join('/');
  if (from.kind === 'package' && (to.kind === 'web' || to.kind === 'server' || to.kind === 'app'))
    return 'Packages never import apps.';
  const fromApp = appOf(fromFile);
  const toApp = appOf(toFile);
  if (fromApp.startsWith('apps/') && toApp.startsWith('apps/') && fromApp !== toApp)
    return 'Apps never import each other; share code through packages/*.';
  if (from.kind === 'server' && from.module && to.kind === 'server' && to.module && to.module !== from.module)
    return `Server module '${from.module}' must not import module '${to.module}'.`;
  if (from.kind === 'web' && to.kind === 'web') {
    if (to.layer === 'testing' && /\.test\.tsx?$/.test(fromFile)) return undefined;
    const allowed = webAllowed[from.layer];
    if (allowed && !allowed.includes(to.layer)) return `web ${from.layer}/ must not import ${to.layer}/.`;
    if (from.layer === 'features' && to.layer === 'features' && from.feature !== to.feature)
      return `Feature '${from.feature}' must not import feature '${to.feature}'.`;
  }
  return undefined;
}

const rule = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const fromFile = context.filename;
    const from = locate(fromFile);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const toFile = source.startsWith('@/')
        ? path.join(webSrc, source.slice(2))
        : source.startsWith('.')
          ? path.resolve(path.dirname(fromFile), source)
          : undefined;
      if (!toFile) return;
      const message = violation(from, locate(toFile), fromFile, toFile);
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const importBoundaries = { rules: { 'import-boundaries': rule } };
