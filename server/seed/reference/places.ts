// U.S. cities with a plausible ZIP range, area code and a population weight, for generated addresses.
import { US_STATE_NAMES, type UsStateCode } from '../../../common/us-states';

/** The states the generated addresses are in (those of PLACES below); their names are common/us-states.ts's. */
const SEEDED_STATES = [
  'AL', 'AR', 'AZ', 'CA', 'CO', 'CT', 'FL', 'GA', 'IA', 'IL', 'IN', 'KS', 'KY', 'LA', 'MA', 'MD', 'MI', 'MN', 'MO',
  'NC', 'NE', 'NJ', 'NM', 'NV', 'NY', 'OH', 'OK', 'OR', 'PA', 'SC', 'TN', 'TX', 'UT', 'VA', 'WA', 'WI',
] as const satisfies readonly UsStateCode[];

export type StateCode = (typeof SEEDED_STATES)[number];

export const STATE_NAMES = Object.fromEntries(SEEDED_STATES.map((code) => [code, US_STATE_NAMES[code]])) as Record<StateCode, string>;

export interface Place {
  city: string;
  state: StateCode;
  /** First ZIP code of the city's range and how many follow it. */
  zipStart: number;
  zipCount: number;
  areaCode: number;
  /** Relative population, so large metros appear more often. */
  weight: number;
}

type PlaceRow = readonly [city: string, state: StateCode, zipStart: number, zipCount: number, areaCode: number, weight: number];

const PLACE_ROWS: readonly PlaceRow[] = [
  ['Houston', 'TX', 77002, 90, 713, 23], ['Dallas', 'TX', 75201, 50, 214, 13], ['Austin', 'TX', 78701, 60, 512, 10],
  ['San Antonio', 'TX', 78201, 60, 210, 14], ['Fort Worth', 'TX', 76102, 80, 817, 9], ['El Paso', 'TX', 79901, 35, 915, 7],
  ['Plano', 'TX', 75023, 70, 972, 3], ['Corpus Christi', 'TX', 78401, 18, 361, 3], ['Lubbock', 'TX', 79401, 23, 806, 3],
  ['Arlington', 'TX', 76001, 18, 817, 4],
  ['Miami', 'FL', 33101, 95, 305, 9], ['Orlando', 'FL', 32801, 35, 407, 6], ['Tampa', 'FL', 33602, 45, 813, 7],
  ['Jacksonville', 'FL', 32202, 55, 904, 9], ['St. Petersburg', 'FL', 33701, 15, 727, 3], ['Fort Lauderdale', 'FL', 33301, 30, 954, 3],
  ['Tallahassee', 'FL', 32301, 12, 850, 2], ['Sarasota', 'FL', 34231, 13, 941, 2], ['The Villages', 'FL', 32162, 2, 352, 2],
  ['Naples', 'FL', 34102, 17, 239, 2], ['Boca Raton', 'FL', 33431, 3, 561, 2], ['Cape Coral', 'FL', 33904, 11, 239, 2],
  ['Los Angeles', 'CA', 90001, 89, 213, 39], ['San Diego', 'CA', 92101, 40, 619, 14], ['San Jose', 'CA', 95110, 30, 408, 10],
  ['San Francisco', 'CA', 94102, 32, 415, 8], ['Sacramento', 'CA', 95814, 30, 916, 5], ['Fresno', 'CA', 93701, 26, 559, 5],
  ['Oakland', 'CA', 94601, 20, 510, 4], ['Irvine', 'CA', 92602, 17, 949, 3], ['Long Beach', 'CA', 90802, 13, 562, 5],
  ['Riverside', 'CA', 92501, 8, 951, 3],
  ['New York', 'NY', 10001, 40, 212, 30], ['Brooklyn', 'NY', 11201, 38, 718, 26], ['Buffalo', 'NY', 14201, 26, 716, 3],
  ['Rochester', 'NY', 14604, 23, 585, 2], ['Albany', 'NY', 12203, 8, 518, 1], ['Syracuse', 'NY', 13202, 23, 315, 1],
  ['Yonkers', 'NY', 10701, 10, 914, 2],
  ['Philadelphia', 'PA', 19102, 53, 215, 16], ['Pittsburgh', 'PA', 15201, 35, 412, 3], ['Allentown', 'PA', 18101, 5, 610, 1],
  ['Harrisburg', 'PA', 17101, 11, 717, 1],
  ['Columbus', 'OH', 43201, 35, 614, 9], ['Cleveland', 'OH', 44101, 40, 216, 4], ['Cincinnati', 'OH', 45202, 50, 513, 3],
  ['Toledo', 'OH', 43604, 20, 419, 3], ['Dayton', 'OH', 45402, 30, 937, 1],
  ['Atlanta', 'GA', 30303, 60, 404, 5], ['Savannah', 'GA', 31401, 18, 912, 1], ['Augusta', 'GA', 30901, 10, 706, 2],
  ['Marietta', 'GA', 30060, 8, 770, 1],
  ['Charlotte', 'NC', 28202, 75, 704, 9], ['Raleigh', 'NC', 27601, 15, 919, 5], ['Greensboro', 'NC', 27401, 10, 336, 3],
  ['Durham', 'NC', 27701, 12, 919, 3], ['Asheville', 'NC', 28801, 6, 828, 1],
  ['Chicago', 'IL', 60601, 60, 312, 27], ['Naperville', 'IL', 60540, 25, 630, 2], ['Springfield', 'IL', 62701, 10, 217, 1],
  ['Peoria', 'IL', 61602, 13, 309, 1], ['Rockford', 'IL', 61101, 13, 815, 1],
  ['Phoenix', 'AZ', 85003, 45, 602, 16], ['Tucson', 'AZ', 85701, 45, 520, 5], ['Mesa', 'AZ', 85201, 12, 480, 5],
  ['Scottsdale', 'AZ', 85250, 12, 480, 2], ['Chandler', 'AZ', 85224, 2, 480, 3],
  ['Detroit', 'MI', 48201, 35, 313, 6], ['Grand Rapids', 'MI', 49503, 30, 616, 2], ['Ann Arbor', 'MI', 48103, 6, 734, 1],
  ['Lansing', 'MI', 48906, 6, 517, 1],
  ['Seattle', 'WA', 98101, 98, 206, 7], ['Spokane', 'WA', 99201, 25, 509, 2], ['Tacoma', 'WA', 98402, 20, 253, 2],
  ['Denver', 'CO', 80202, 35, 303, 7], ['Colorado Springs', 'CO', 80903, 20, 719, 5], ['Boulder', 'CO', 80301, 3, 303, 1],
  ['Boston', 'MA', 2108, 30, 617, 7], ['Worcester', 'MA', 1602, 8, 508, 2], ['Springfield', 'MA', 1103, 10, 413, 1],
  ['Newark', 'NJ', 7102, 12, 973, 3], ['Jersey City', 'NJ', 7302, 5, 201, 3], ['Trenton', 'NJ', 8608, 10, 609, 1],
  ['Virginia Beach', 'VA', 23451, 15, 757, 4], ['Richmond', 'VA', 23219, 15, 804, 2], ['Arlington', 'VA', 22201, 5, 703, 2],
  ['Nashville', 'TN', 37201, 20, 615, 7], ['Memphis', 'TN', 38103, 35, 901, 6], ['Knoxville', 'TN', 37902, 20, 865, 2],
  ['Minneapolis', 'MN', 55401, 30, 612, 4], ['St. Paul', 'MN', 55101, 20, 651, 3],
  ['Kansas City', 'MO', 64105, 30, 816, 5], ['St. Louis', 'MO', 63101, 30, 314, 3],
  ['Indianapolis', 'IN', 46204, 50, 317, 9], ['Fort Wayne', 'IN', 46802, 20, 260, 3],
  ['Milwaukee', 'WI', 53202, 30, 414, 6], ['Madison', 'WI', 53703, 15, 608, 3],
  ['Baltimore', 'MD', 21201, 30, 410, 6],
  ['Charleston', 'SC', 29401, 20, 843, 2], ['Columbia', 'SC', 29201, 20, 803, 1],
  ['Birmingham', 'AL', 35203, 30, 205, 2], ['Huntsville', 'AL', 35801, 15, 256, 2],
  ['New Orleans', 'LA', 70112, 20, 504, 4], ['Baton Rouge', 'LA', 70801, 20, 225, 2],
  ['Louisville', 'KY', 40202, 20, 502, 6], ['Lexington', 'KY', 40502, 15, 859, 3],
  ['Portland', 'OR', 97201, 30, 503, 6],
  ['Las Vegas', 'NV', 89101, 50, 702, 6], ['Reno', 'NV', 89501, 20, 775, 3],
  ['Oklahoma City', 'OK', 73102, 50, 405, 7], ['Tulsa', 'OK', 74103, 30, 918, 4],
  ['Salt Lake City', 'UT', 84101, 20, 801, 2],
  ['Hartford', 'CT', 6103, 10, 860, 1],
  ['Des Moines', 'IA', 50309, 20, 515, 2],
  ['Wichita', 'KS', 67202, 30, 316, 4],
  ['Little Rock', 'AR', 72201, 20, 501, 2],
  ['Albuquerque', 'NM', 87102, 20, 505, 6],
  ['Omaha', 'NE', 68102, 30, 402, 5],
];

export const PLACES: readonly Place[] = PLACE_ROWS.map(([city, state, zipStart, zipCount, areaCode, weight]) => ({
  city, state, zipStart, zipCount, areaCode, weight,
}));

export const STREET_NAMES = [
  'Main', 'Oak', 'Maple', 'Cedar', 'Pine', 'Elm', 'Washington', 'Lake', 'Hill', 'Park', 'Sunset', 'Highland',
  'Jefferson', 'Lincoln', 'Madison', 'Franklin', 'Church', 'Market', 'Commerce', 'Industrial', 'River', 'Spring',
  'Meadow', 'Willow', 'Ridge', 'Forest', 'Prairie', 'Mill', 'Broad', 'Center', 'Walnut', 'Chestnut', 'Magnolia',
  'Peachtree', 'Mockingbird', 'Bluebonnet', 'Canyon', 'Mesa', 'Harbor', 'Bay', 'Gateway', 'Corporate', 'Airport',
] as const;

export const STREET_SUFFIXES = ['St', 'Ave', 'Rd', 'Blvd', 'Dr', 'Ln', 'Way', 'Pkwy', 'Ct', 'Pl'] as const;
