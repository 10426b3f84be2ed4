// The oracle of tests/languages/js_corpus.rs: what `node --check FILE` decides, for
// many files in one node process (one process per file costs seconds per hundred).
// Run as `node --experimental-vm-modules check.cjs < paths`; prints one line per path:
// `OK<TAB>goal` (the goal that accepted it) or `BAD<TAB>goal<TAB>message`, goal
// `module` or `commonjs`.
//
// As node --check does: a `.mjs` file is a module, a `.cjs` file CommonJS, a `.js`
// file a module when the nearest package.json says `"type": "module"`. CommonJS is
// compiled inside the module wrapper's function (so a top-level `return` passes), as
// node's `wrapSafe` does; a module is compiled as a source text module.
'use strict';
const fs = require('fs');
const path = require('path');
const vm = require('vm');

const typeOf = new Map();
function packageType(dir) {
  if (typeOf.has(dir)) return typeOf.get(dir);
  let type = 'commonjs';
  const pj = path.join(dir, 'package.json');
  if (fs.existsSync(pj)) {
    try {
      type = JSON.parse(fs.readFileSync(pj, 'utf8')).type === 'module' ? 'module' : 'commonjs';
    } catch (e) {
      type = 'commonjs';
    }
  } else {
    const up = path.dirname(dir);
    type = up === dir ? 'commonjs' : packageType(up);
  }
  typeOf.set(dir, type);
  return type;
}

function goal(file) {
  if (file.endsWith('.mjs')) return 'module';
  if (file.endsWith('.cjs')) return 'commonjs';
  return packageType(path.dirname(path.resolve(file)));
}

function compile(src, file, g) {
  if (g === 'module') {
    new vm.SourceTextModule(src, { identifier: file });
  } else {
    vm.compileFunction(src, ['exports', 'require', 'module', '__filename', '__dirname'], { filename: file });
  }
}

// A file node would load with the other goal (the `esm/` folders of packages without
// `"type": "module"`, which bundlers read as modules) is tried with that goal too.
const out = [];
for (const file of fs.readFileSync(0, 'utf8').split('\n').filter(Boolean)) {
  const g = goal(file);
  const other = g === 'module' ? 'commonjs' : 'module';
  let src;
  try {
    src = fs.readFileSync(file, 'utf8');
  } catch (e) {
    out.push(`BAD\t${g}\t${String(e && e.message).replace(/\s+/g, ' ')}`);
    continue;
  }
  try {
    compile(src, file, g);
    out.push(`OK\t${g}`);
  } catch (e) {
    try {
      compile(src, file, other);
      out.push(`OK\t${other}`);
    } catch (_) {
      out.push(`BAD\t${g}\t${String(e && e.message).replace(/\s+/g, ' ')}`);
    }
  }
}
process.stdout.write(out.join('\n') + '\n');
