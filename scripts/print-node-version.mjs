// Every pnpm script runs on the Node pinned by the `node` devDependency; fail early if it did not.
const major = Number(process.versions.node.split('.')[0]);
console.log(`node ${process.version}`);
if (major < 24) {
  console.error('Quanta needs Node 24: run through pnpm so node_modules/.bin/node is used.');
  process.exit(1);
}
