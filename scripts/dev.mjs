// `npm run dev`: the API with reload on change (port 3000) and Vite's dev server with HMR (port 5173).
import { spawn } from 'node:child_process';

const run = (cmd, args) => spawn(cmd, args, { stdio: 'inherit', shell: false, env: { NODE_ENV: 'development', ...process.env } });
const children = [
  run('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts']),
  run('npx', ['vite']),
];
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => { children.forEach((c) => c.kill(signal)); process.exit(0); });
