import { PGlite } from '@electric-sql/pglite';

let t = Date.now();
const db = new PGlite();
await db.query('select 1');
console.log('fresh', Date.now() - t, (process.memoryUsage().rss / 1e6) | 0);
await db.exec('create table a(x int); insert into a values (1)');
t = Date.now();
const blob = await db.dumpDataDir('none');
console.log('dump', Date.now() - t, blob.size);
t = Date.now();
const db2 = new PGlite({ loadDataDir: blob });
console.log(
  (await db2.query('select * from a')).rows,
  'load',
  Date.now() - t,
  (process.memoryUsage().rss / 1e6) | 0,
);
