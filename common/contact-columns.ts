// Which columns of a dataset hold contact details (shared: the add-ons and the data API's filters on the server, the
// "Use via API" example on the web): by the data dictionary's types where the file has one
// (catalog/column-types.ts: 'phone', 'email'), else, and for what types cannot tell (names, ZIP, state, address),
// by the header's name.

export type ContactKind = 'phone' | 'email' | 'zip' | 'state' | 'first_name' | 'last_name' | 'full_name' | 'address';

export interface ContactColumn { index: number; name: string; kind: ContactKind }

/** A dictionary entry as dataset_files.columns stores it (`type` from catalog/column-types.ts's ColumnType). */
export interface DictionaryColumn { name: string; type: string }

/** Header names, as snake_case words ("Zip Code" -> zip_code, "firstName" -> first_name). */
const BY_NAME: [ContactKind, RegExp][] = [
  ['email', /^(.*_)?e_?mail(_address)?(_\d+)?$/],
  ['phone', /^(.*_)?(phone|mobile|cell|cellphone|telephone|tel)(_number|_no)?(_\d+)?$/],
  ['zip', /^(.*_)?(zip|zipcode|zip_code|postal_code|postcode|post_code)$/],
  ['state', /^(.*_)?(state|state_code|province)$/],
  ['first_name', /^(first_name|firstname|first|given_name|contact_first_name)$/],
  ['last_name', /^(last_name|lastname|last|surname|family_name|contact_last_name)$/],
  ['full_name', /^(full_name|contact_name|person_name|owner_name)$/],
  // A postal address only: not ip_address, web_address, mac_address.
  ['address', /^((mailing|home|business|billing|shipping|street)_)?(address|street)(_?1|_line_?1)?$/],
];

const snake = (name: string) => name.trim().replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');

export function contactColumns(header: string[], dictionary: DictionaryColumn[] = []): ContactColumn[] {
  const typeOf = new Map(dictionary.map((c) => [c.name, c.type]));
  const found: ContactColumn[] = [];
  header.forEach((name, index) => {
    const type = typeOf.get(name);
    const key = snake(name);
    // An e-mail column's header matches the address rule too ("email_address"): the first rule that fits wins.
    const kind = type === 'phone' || type === 'email' ? type : BY_NAME.find(([, test]) => test.test(key))?.[0];
    if (kind) found.push({ index, name, kind });
  });
  return found;
}
