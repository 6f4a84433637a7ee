// Signed-in users for web tests.
import type { Me } from '../../common/api';

const base = { status: 'active', emailVerified: true, createdAt: '2026-01-15T10:00:00.000Z' } as const;

export const clientUser: Me = { ...base, id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', role: 'CLIENT' };
export const adminUser: Me = { ...base, id: 'a1', email: 'admin@example.com', firstName: 'Grace', lastName: 'Hopper', role: 'ADMIN' };
