// A US ZIP code's state, by its first three digits (the USPS sectional centers), and a state's time zone.

/** [first prefix, last prefix, state]: ranges of 3-digit ZIP prefixes. Military (AA, AE, AP) prefixes are left out. */
const PREFIX_RANGES: [number, number, string][] = [
  [5, 5, 'NY'], [6, 7, 'PR'], [8, 8, 'VI'], [9, 9, 'PR'], [10, 27, 'MA'], [28, 29, 'RI'], [30, 38, 'NH'], [39, 49, 'ME'],
  [50, 54, 'VT'], [55, 55, 'MA'], [56, 59, 'VT'], [60, 69, 'CT'], [70, 89, 'NJ'], [100, 149, 'NY'], [150, 196, 'PA'],
  [197, 199, 'DE'], [200, 200, 'DC'], [201, 201, 'VA'], [202, 205, 'DC'], [206, 219, 'MD'], [220, 246, 'VA'],
  [247, 268, 'WV'], [270, 289, 'NC'], [290, 299, 'SC'], [300, 319, 'GA'], [320, 339, 'FL'], [341, 349, 'FL'],
  [350, 369, 'AL'], [370, 385, 'TN'], [386, 397, 'MS'], [398, 399, 'GA'], [400, 427, 'KY'], [430, 459, 'OH'],
  [460, 479, 'IN'], [480, 499, 'MI'], [500, 528, 'IA'], [530, 549, 'WI'], [550, 567, 'MN'], [569, 569, 'DC'],
  [570, 577, 'SD'], [580, 588, 'ND'], [590, 599, 'MT'], [600, 629, 'IL'], [630, 658, 'MO'], [660, 679, 'KS'],
  [680, 693, 'NE'], [700, 714, 'LA'], [716, 729, 'AR'], [730, 732, 'OK'], [733, 733, 'TX'], [734, 749, 'OK'],
  [750, 799, 'TX'], [800, 816, 'CO'], [820, 831, 'WY'], [832, 838, 'ID'], [840, 847, 'UT'], [850, 865, 'AZ'],
  [870, 884, 'NM'], [885, 885, 'TX'], [889, 898, 'NV'], [900, 961, 'CA'], [967, 968, 'HI'], [969, 969, 'GU'],
  [970, 979, 'OR'], [980, 994, 'WA'], [995, 999, 'AK'],
];

const STATE_BY_PREFIX: (string | undefined)[] = [];
for (const [from, to, state] of PREFIX_RANGES) for (let p = from; p <= to; p++) STATE_BY_PREFIX[p] = state;

/** "02134", "02134-1234" or a ZIP that lost its leading zero to a spreadsheet ("2134") -> "MA"; else null. */
export function stateOfZip(value: string): string | null {
  const digits = value.trim().replace(/[\s-]/g, '');
  const zip = /^\d{4}$/.test(digits) ? `0${digits}` : digits;
  if (!/^\d{5}(\d{4})?$/.test(zip)) return null;
  return STATE_BY_PREFIX[Number(zip.slice(0, 3))] ?? null;
}

const ZONES: Record<string, string> = {
  'America/New_York': 'CT DE DC FL GA KY ME MD MA NH NJ NY NC OH PA RI SC VT VA WV',
  'America/Detroit': 'MI', 'America/Indiana/Indianapolis': 'IN',
  'America/Chicago': 'AL AR IL IA KS LA MN MS MO NE ND OK SD TN TX WI',
  'America/Denver': 'CO MT NM UT WY', 'America/Boise': 'ID', 'America/Phoenix': 'AZ',
  'America/Los_Angeles': 'CA NV OR WA', 'America/Anchorage': 'AK', 'Pacific/Honolulu': 'HI',
  'America/Puerto_Rico': 'PR', 'America/St_Thomas': 'VI', 'Pacific/Guam': 'GU', 'Pacific/Pago_Pago': 'AS', 'Pacific/Saipan': 'MP',
  // Canadian provinces, as the area codes name them.
  'America/Toronto': 'ON QC', 'America/Edmonton': 'AB', 'America/Vancouver': 'BC', 'America/Winnipeg': 'MB', 'America/Moncton': 'NB',
  'America/St_Johns': 'NL', 'America/Halifax': 'NS', 'America/Regina': 'SK', 'America/Whitehorse': 'YT',
};
const ZONE_OF = new Map(Object.entries(ZONES).flatMap(([zone, states]) => states.split(' ').map((s) => [s, zone] as const)));

/**
 * The IANA time zone of a state (or territory, or Canadian province) by its 2-letter code; null when unknown. A state
 * that spans two zones gets the one most of its people live in (so the Florida panhandle, west Kentucky, east
 * Tennessee, the west of Kansas, Nebraska, the Dakotas and Texas, north Idaho, east Oregon and the Aleutians get
 * their state's main zone): a derived time zone there is the likely one, not a certain one.
 */
export const timeZoneOf = (state: string): string | null => ZONE_OF.get(state) ?? null;
