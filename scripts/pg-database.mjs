// Creates, drops or pings a PostgreSQL database (CI and benchmarks): node scripts/pg-database.mjs create|drop|ping <admin-url> [name]
import pg from 'pg';

const [action, url, name] = process.argv.slice(2);
if (name && !/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe database name: ${name}`);
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
await client.connect();
try {
  if (action === 'create') await client.query(`create database ${name}`);
  else if (action === 'drop') await client.query(`drop database if exists ${name} with (force)`);
  else if (action !== 'ping') throw new Error(`unknown action ${action}`);
} finally {
  await client.end();
}
