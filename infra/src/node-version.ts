import semver from 'semver';

/**
 * Why the launcher cannot run on this Node, or null when it can. The range is the root package.json's `engines.node`,
 * the one place the supported versions are written down; the message says what to install.
 */
export function unsupportedNode(current: string, required: string): string | null {
  if (semver.satisfies(current, required)) return null;
  const minimum = semver.minVersion(required)?.version ?? required;
  return (
    `Node.js ${current} is too old for the gym back office: it needs Node.js ${required}. ` +
    `Install Node.js ${semver.major(minimum)} LTS (${minimum} or later) from https://nodejs.org ` +
    `or with a version manager (nvm install ${semver.major(minimum)}), then run npm install && npm start again.`
  );
}
