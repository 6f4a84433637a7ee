// Teams: roles and what each may do, shared by the server (which decides) and the web (which hides what is refused).
export const TEAM_ROLES = ['owner', 'admin', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
