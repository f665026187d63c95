// Writes .gz and .br next to every compressible file of the built console, so that the server
// sends pre-compressed bytes (apps/server/src/plugins/web-bundle.ts) without compressing per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? 'apps/web/dist');
const compressible = /\.(js|css|html|svg|json|txt|map)$/;

const walk = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full) : [full];
  });

let files = 0;
for (const file of walk(dist)) {
  if (!compressible.test(file)) continue;
  const data = fs.readFileSync(file);
  if (data.length < 1024) continue;
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  files++;
}
console.log(`compressed ${files} files in ${dist}`);
