import path from 'node:path';

/**
 * Who may import whom (README "How the code is laid out"):
 * - a business area (`modules/src/<context>/<area>/`) reaches another area only through its published events
 *   (`*-events.ts`), its API contracts (`*contracts*.ts`) or the contract it writes on purpose (`public.ts`), and never
 *   the services that host it, nor the lists built from every area (`modules.ts`, `catalogue.ts`, `topics.ts`), which
 *   import it back;
 * - the kernel knows no area and no service;
 * - the UI takes from the server side only what a browser can run: the modules' contracts and events, the kernel's
 *   pure files, and the topic type; a UI feature never imports another feature, and the UI's shared layers
 *   (`ui/src/components`, `ui/src/hooks`, `ui/src/lib`) import no feature at all: features are built on them, not the
 *   other way round;
 * - infra does not import the test workspace;
 * - a service (`command-service`, `projection-service`) imports only `events`, `kernel` and `modules`: never the other
 *   service's `src`, nor infra or test. What the two share lives in the kernel (`kernel/src/projection/service-contract/`).
 */
const PACKAGE_FOLDERS = {
  '@gym/events': 'events',
  '@gym/kernel': 'kernel',
  '@gym/modules': 'modules',
  '@gym/command-service': 'command-service',
  '@gym/projection-service': 'projection-service',
  '@gym/infra': 'infra',
  '@gym/test': 'test',
};
const SERVICES = ['command-service', 'projection-service', 'infra', 'test'];
/** The two deployable services, which share only what the kernel holds. */
const DEPLOYED_SERVICES = ['command-service', 'projection-service'];
const AREA = /^modules\/src\/([^/]+\/[^/]+)\//;
const FEATURE = /^ui\/src\/features\/([^/]+)\//;
/** The UI's shared layers (DESIGN section 9): the kit, the shared hooks and the shared library. */
const UI_SHARED = /^ui\/src\/(components|hooks|lib)\//;
/** The module list and what is built from it: they import every area's manifest. */
const MODULE_LISTS = /^modules\/src\/(modules|catalogue|topics)$/;
/** What another area, or the UI, may import of an area. */
const PUBLISHED = /(^|\/)([^/]*-events|[^/]*contracts[^/]*|public)$/;
/** Kernel and events files the browser may run: no database, no Fastify, no Node. */
const PURE_FOR_UI = [
  /^kernel\/src\/contracts\//,
  /^kernel\/src\/permissions\//,
  /^kernel\/src\/realtime\/realtime-contract$/,
  /^events\/src\/calendar\//,
];

/** The imported file, repo-relative and without extension; null for a package outside the repo. */
function targetOf(importer, specifier) {
  let target;
  if (specifier.startsWith('.')) target = path.posix.join(path.posix.dirname(importer), specifier);
  else {
    const match = /^(@gym\/[^/]+)(?:\/(.*))?$/.exec(specifier);
    if (!match || !PACKAGE_FOLDERS[match[1]]) return null;
    target = `${PACKAGE_FOLDERS[match[1]]}/src/${match[2] ?? ''}`;
  }
  return target.replace(/\.(js|ts|tsx)$/, '');
}

function violation(importer, target, typeOnly) {
  const folder = target.split('/')[0];
  const importerArea = AREA.exec(importer)?.[1];
  if (importerArea) {
    const targetArea = AREA.exec(`${target}.ts`)?.[1];
    if (targetArea && targetArea !== importerArea && !PUBLISHED.test(target)) return 'crossArea';
    if (SERVICES.includes(folder)) return 'areaToService';
    if (MODULE_LISTS.test(target)) return 'areaToModuleList';
  }
  if (importer.startsWith('kernel/') && ['modules', ...SERVICES].includes(folder)) return 'kernelToOuter';
  if (importer.startsWith('ui/src/')) {
    const feature = FEATURE.exec(importer)?.[1];
    const targetFeature = FEATURE.exec(`${target}.ts`)?.[1];
    if (feature && targetFeature && feature !== targetFeature) return 'featureToFeature';
    if (targetFeature && UI_SHARED.test(importer)) return 'sharedToFeature';
    if (folder === 'modules' && !PUBLISHED.test(target) && !(typeOnly && target === 'modules/src/topics'))
      return 'uiToServer';
    if (folder === 'modules' && target.endsWith('/public')) return 'uiToServer';
    if (['kernel', 'events'].includes(folder) && !PURE_FOR_UI.some((pure) => pure.test(target))) return 'uiToServer';
    if (SERVICES.includes(folder)) return 'uiToServer';
  }
  if (importer.startsWith('infra/') && folder === 'test') return 'infraToTest';
  const importerFolder = importer.split('/')[0];
  if (DEPLOYED_SERVICES.includes(importerFolder) && SERVICES.includes(folder) && folder !== importerFolder)
    return 'serviceToService';
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: {
      description: 'Keeps business areas, the kernel, the UI features, the services and infra within their boundaries',
    },
    schema: [],
    messages: {
      crossArea:
        'An area may import another area only through its *-events.ts, *contracts*.ts or public.ts, not {{target}}.',
      areaToService: 'A module must not import a service ({{target}}); it depends on @gym/kernel only.',
      areaToModuleList:
        "An area must not import the module list or what is built from it ({{target}}): the list imports the area's manifest back. Type events with the areas' own unions.",
      kernelToOuter: 'The kernel knows no module and no service ({{target}}).',
      featureToFeature:
        'A UI feature must not import another feature ({{target}}); move what they share to src/components, src/hooks or src/lib.',
      sharedToFeature:
        'src/components, src/hooks and src/lib import no feature ({{target}}); move what they need out of the feature, or the importer into it.',
      uiToServer:
        'The UI may import only modules contracts and events, the kernel pure files and the Topic type, not {{target}}.',
      infraToTest: 'infra must not import the test workspace ({{target}}).',
      serviceToService:
        "A service never imports another service's src, infra or test ({{target}}); what the services share lives in @gym/kernel (projection/service-contract).",
    },
  },
  create(context) {
    const importer = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    const check = (source, typeOnly) => {
      if (!source || typeof source.value !== 'string') return;
      const target = targetOf(importer, source.value);
      if (!target) return;
      const messageId = violation(importer, target, typeOnly);
      if (messageId) context.report({ node: source, messageId, data: { target: source.value } });
    };
    const allTypes = (node) =>
      node.importKind === 'type' ||
      node.exportKind === 'type' ||
      (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
    return {
      ImportDeclaration: (node) => check(node.source, allTypes(node)),
      ExportNamedDeclaration: (node) => check(node.source, allTypes(node)),
      ExportAllDeclaration: (node) => check(node.source, node.exportKind === 'type'),
      ImportExpression: (node) => check(node.source.type === 'Literal' ? node.source : null, false),
    };
  },
};
