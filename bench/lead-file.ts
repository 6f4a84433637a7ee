// A realistic insurance-lead CSV for the benchmarks that stream files (downloads, the data API): deterministic rows.
import { createWriteStream } from 'node:fs';

/** The file's data dictionary, as an upload would have typed it (catalog/column-types.ts). */
export const LEAD_FILE_COLUMNS = [
  ['lead_id', 'string'], ['created_at', 'datetime'], ['first_name', 'string'], ['last_name', 'string'], ['email', 'email'],
  ['phone', 'phone'], ['street_address', 'string'], ['city', 'string'], ['state', 'string'], ['zip', 'string'],
  ['insurance_type', 'string'], ['current_carrier', 'string'], ['coverage_amount', 'integer'], ['tcpa_consent', 'boolean'],
].map(([name, type]) => ({ name: name!, type: type!, example: '' }));

/** Realistic insurance leads: 12 columns, quoted addresses, deterministic. */
export async function writeLeads(file: string, rows: number) {
  const first = ['James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'José', 'Zoë'];
  const last = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', "O'Brien", 'Nguyen'];
  const places = [['Austin', 'TX', '787'], ['Miami', 'FL', '331'], ['Phoenix', 'AZ', '850'], ['Columbus', 'OH', '432'],
    ['Atlanta', 'GA', '303'], ['San Diego', 'CA', '921'], ['Denver', 'CO', '802'], ['Charlotte', 'NC', '282']] as const;
  const types = ['Auto', 'Home', 'Life', 'Health', 'Medicare Supplement', 'Renters'];
  const carriers = ['State Farm', 'GEICO', 'Progressive', 'Allstate', 'USAA', 'Liberty Mutual', 'None'];
  const streets = ['Oak St', 'Maple Ave', 'Cedar Ln', 'Pine Rd', 'Elm Dr', 'Lakeview Blvd'];
  let seed = 0x2f6b1d;
  const rand = (n: number) => { seed = (Math.imul(seed, 1103515245) + 12345) >>> 0; return (seed >>> 8) % n; };
  const out = createWriteStream(file, { highWaterMark: 1 << 20 });
  let buf = 'lead_id,created_at,first_name,last_name,email,phone,street_address,city,state,zip,insurance_type,current_carrier,coverage_amount,tcpa_consent\n';
  const t0 = Date.UTC(2026, 0, 1);
  for (let i = 0; i < rows; i++) {
    const f = first[rand(first.length)]!, l = last[rand(last.length)]!;
    const [city, state, zip] = places[rand(places.length)]!;
    const created = new Date(t0 + i * 7_919_000).toISOString();
    buf += `LD-${(1_000_000 + i).toString(36).toUpperCase()},${created},${f},${l},${f.toLowerCase()}.${l.toLowerCase().replace("'", '')}${rand(1000)}@example.com,`
      + `(${200 + rand(800)}) 555-${String(rand(10000)).padStart(4, '0')},"${100 + rand(9900)} ${streets[rand(streets.length)]}, Apt ${1 + rand(40)}",`
      + `${city},${state},${zip}${String(rand(100)).padStart(2, '0')},${types[rand(types.length)]},${carriers[rand(carriers.length)]},${(1 + rand(100)) * 5000},${rand(10) < 9 ? 'yes' : 'no'}\n`;
    if (buf.length > 1 << 20) {
      if (!out.write(buf)) await new Promise((r) => out.once('drain', r));
      buf = '';
    }
  }
  out.end(buf);
  await new Promise((r) => out.once('finish', r));
}

