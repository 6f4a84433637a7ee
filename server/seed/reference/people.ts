// Given names, surnames, e-mail domains and job titles for generated people.

export interface Name {
  name: string;
  /** Lower-case letters only: the form used in e-mail addresses. */
  handle: string;
}

export interface GivenName extends Name {
  gender: 'Female' | 'Male';
}

const FEMALE = [
  'Mary', 'Patricia', 'Jennifer', 'Linda', 'Elizabeth', 'Barbara', 'Susan', 'Jessica', 'Sarah', 'Karen', 'Lisa',
  'Nancy', 'Betty', 'Sandra', 'Margaret', 'Ashley', 'Kimberly', 'Emily', 'Donna', 'Michelle', 'Carol', 'Amanda',
  'Melissa', 'Deborah', 'Stephanie', 'Rebecca', 'Sharon', 'Laura', 'Cynthia', 'Dorothy', 'Amy', 'Kathleen', 'Angela',
  'Shirley', 'Emma', 'Brenda', 'Pamela', 'Nicole', 'Anna', 'Samantha', 'Katherine', 'Christine', 'Debra', 'Rachel',
  'Carolyn', 'Janet', 'Maria', 'Olivia', 'Heather', 'Helen', 'Catherine', 'Diane', 'Julie', 'Victoria', 'Joyce',
  'Lauren', 'Kelly', 'Christina', 'Ruth', 'Joan', 'Virginia', 'Judith', 'Evelyn', 'Hannah', 'Andrea', 'Megan',
  'Cheryl', 'Jacqueline', 'Madison', 'Teresa', 'Abigail', 'Sophia', 'Martha', 'Sara', 'Gloria', 'Janice', 'Kathryn',
  'Ann', 'Isabella', 'Judy', 'Charlotte', 'Julia', 'Grace', 'Amber', 'Alice', 'Jean', 'Denise', 'Frances', 'Danielle',
  'Marilyn', 'Natalie', 'Beverly', 'Diana', 'Brittany', 'Theresa', 'Kayla', 'Alexis', 'Doris', 'Lori', 'Tiffany',
  'Guadalupe', 'Priya', 'Mei', 'Aaliyah', 'Ximena', 'Fatima', 'Yesenia', 'Keisha', 'Noemi', 'Hye-jin',
];

const MALE = [
  'James', 'Robert', 'John', 'Michael', 'David', 'William', 'Richard', 'Joseph', 'Thomas', 'Christopher', 'Charles',
  'Daniel', 'Matthew', 'Anthony', 'Mark', 'Donald', 'Steven', 'Andrew', 'Paul', 'Joshua', 'Kenneth', 'Kevin', 'Brian',
  'Timothy', 'Ronald', 'George', 'Jason', 'Edward', 'Jeffrey', 'Ryan', 'Jacob', 'Nicholas', 'Gary', 'Eric',
  'Jonathan', 'Stephen', 'Larry', 'Justin', 'Scott', 'Brandon', 'Benjamin', 'Samuel', 'Gregory', 'Alexander',
  'Patrick', 'Frank', 'Raymond', 'Jack', 'Dennis', 'Jerry', 'Tyler', 'Aaron', 'Jose', 'Adam', 'Nathan', 'Henry',
  'Zachary', 'Douglas', 'Peter', 'Kyle', 'Noah', 'Ethan', 'Jeremy', 'Christian', 'Walter', 'Keith', 'Austin', 'Roger',
  'Terry', 'Sean', 'Gerald', 'Carl', 'Dylan', 'Harold', 'Jordan', 'Jesse', 'Bryan', 'Lawrence', 'Arthur', 'Gabriel',
  'Bruce', 'Logan', 'Billy', 'Joe', 'Alan', 'Juan', 'Elijah', 'Willie', 'Albert', 'Wayne', 'Randy', 'Mason', 'Vincent',
  'Liam', 'Roy', 'Bobby', 'Caleb', 'Bradley', 'Russell', 'Lucas', 'Carlos', 'Luis', 'Miguel', 'Wei', 'Rahul', 'Andre',
  'DeShawn', 'Hiroshi', 'Omar', 'Minh', 'Diego', 'Tariq',
];

const SURNAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez',
  'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez',
  'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen',
  'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall',
  'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Gomez', 'Phillips', 'Evans', 'Turner', 'Diaz', 'Parker',
  'Cruz', 'Edwards', 'Collins', 'Reyes', 'Stewart', 'Morris', 'Morales', 'Murphy', 'Cook', 'Rogers', 'Gutierrez',
  'Ortiz', 'Morgan', 'Cooper', 'Peterson', 'Bailey', 'Reed', 'Kelly', 'Howard', 'Ramos', 'Kim', 'Cox', 'Ward',
  'Richardson', 'Watson', 'Brooks', 'Chavez', 'Wood', 'James', 'Bennett', 'Gray', 'Mendoza', 'Ruiz', 'Hughes', 'Price',
  'Alvarez', 'Castillo', 'Sanders', 'Patel', 'Myers', 'Long', 'Ross', 'Foster', 'Jimenez', 'Powell', 'Jenkins',
  'Perry', 'Russell', 'Sullivan', 'Bell', 'Coleman', 'Butler', 'Henderson', 'Barnes', 'Gonzales', 'Fisher', 'Vasquez',
  'Simmons', 'Romero', 'Jordan', 'Patterson', 'Alexander', 'Hamilton', 'Graham', 'Reynolds', 'Griffin', 'Wallace',
  'Moreno', 'West', 'Cole', 'Hayes', 'Bryant', 'Herrera', 'Gibson', 'Ellis', 'Tran', 'Medina', 'Aguilar', 'Stevens',
  'Murray', 'Ford', 'Castro', 'Marshall', 'Owens', 'Harrison', 'Fernandez', 'McDonald', 'Woods', 'Washington',
  'Kennedy', 'Wells', 'Vargas', 'Henry', 'Chen', 'Freeman', 'Webb', 'Tucker', 'Guzman', 'Burns', 'Crawford', 'Olson',
  'Simpson', 'Porter', 'Hunter', 'Gordon', 'Mendez', 'Silva', 'Shaw', 'Snyder', 'Mason', 'Dixon', 'Munoz', 'Hunt',
  'Hicks', 'Holmes', 'Palmer', 'Wagner', 'Black', 'Robertson', 'Boyd', 'Rose', 'Stone', 'Salazar', "O'Brien",
  "O'Connor", 'Schmidt', 'Kowalski', 'Nakamura', 'Okafor', 'Singh', 'Shah', 'Yang', 'Wu', 'Park', 'Choi', 'Haddad',
  'Lindqvist', 'Duval', 'Rossi', 'Becker', 'Fitzgerald', 'Dunn', 'Santiago', 'Vega', 'Delgado', 'Pham',
];

const toHandle = (name: string): string => name.toLowerCase().replace(/[^a-z]/g, '');

export const GIVEN_NAMES: readonly GivenName[] = [
  ...FEMALE.map((name) => ({ name, handle: toHandle(name), gender: 'Female' as const })),
  ...MALE.map((name) => ({ name, handle: toHandle(name), gender: 'Male' as const })),
];

export const SURNAME_LIST: readonly Name[] = SURNAMES.map((name) => ({ name, handle: toHandle(name) }));

/** Consumer mailbox providers, weighted roughly by U.S. market share. */
export const PERSONAL_EMAIL_DOMAINS: readonly (readonly [string, number])[] = [
  ['gmail.com', 46], ['yahoo.com', 14], ['outlook.com', 9], ['hotmail.com', 8], ['aol.com', 6], ['icloud.com', 8],
  ['comcast.net', 3], ['att.net', 2], ['verizon.net', 1], ['msn.com', 1], ['protonmail.com', 1], ['live.com', 1],
];

export const BUSINESS_JOB_TITLES = [
  'Owner', 'President', 'CEO', 'Chief Financial Officer', 'Chief Operating Officer', 'General Manager',
  'Operations Manager', 'Office Manager', 'Controller', 'VP of Operations', 'VP of Sales', 'Director of Finance',
  'HR Director', 'Benefits Manager', 'Practice Manager', 'Managing Partner', 'Risk Manager', 'Facilities Manager',
] as const;
