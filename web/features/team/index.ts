// The team feature's entry: its pages (the routes load them lazily from their own files) and the team query.
export { TeamPage } from './team-page';
export { JoinTeamPage } from './join-page';
export { useTeam } from './team-api';
